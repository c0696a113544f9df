// The backup's container: a gzip-compressed POSIX tar (ustar), readable by `tar -xzf`, written and read as streams so
// a table of millions of rows never sits in memory. Only plain files; the gzip trailer's CRC catches a damaged copy.
import { createReadStream, createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

const BLOCK = 512;
const NAME_BYTES = 100;
/** The largest size the 11 octal digits of a ustar header hold (8 GiB); larger ones use GNU's base-256 form. */
const MAX_OCTAL_SIZE = 8 ** 11 - 1;

/** A file to put in the archive: its bytes come from `path` on disk or from `data`. */
export type ArchiveInput = { name: string; size: number; mtime: Date } & (
  | { path: string }
  | { data: Buffer }
);

export type ArchiveEntry = { name: string; size: number; body: AsyncIterable<Buffer> };

/** Writes `entries` in order into a new tar.gz at `file`. */
export async function writeArchive(file: string, entries: Iterable<ArchiveInput>) {
  async function* blocks() {
    for (const entry of entries) {
      yield tarHeader(entry);
      if ('data' in entry) yield entry.data;
      else yield* createReadStream(entry.path);
      yield Buffer.alloc(padding(entry.size));
    }
    yield Buffer.alloc(2 * BLOCK);
  }
  await pipeline(Readable.from(blocks()), createGzip(), createWriteStream(file));
}

/**
 * The entries of a tar.gz in order. Each body must be read (or left) before asking for the next entry; what is left
 * of it is skipped. A damaged or foreign file throws an Error saying what is wrong.
 */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on('error', (error) => gunzip.destroy(error));
  const reader = new ChunkReader(source.pipe(gunzip)[Symbol.asyncIterator]());
  try {
    for (;;) {
      const block = await reader.exactly(BLOCK);
      if (block.every((byte) => byte === 0)) {
        // Read to the end: gunzip checks the trailer's CRC and length only there.
        await reader.drain();
        return;
      }
      const { name, size } = parseTarHeader(block);
      const left = { bytes: size };
      async function* body() {
        while (left.bytes > 0) {
          const chunk = await reader.upTo(left.bytes);
          left.bytes -= chunk.length;
          yield chunk;
        }
      }
      yield { name, size, body: body() };
      await reader.skip(left.bytes + padding(size));
    }
  } finally {
    gunzip.destroy();
  }
}

function padding(size: number) {
  return (BLOCK - (size % BLOCK)) % BLOCK;
}

/** An entry's 512-byte ustar header. */
export function tarHeader(entry: { name: string; size: number; mtime: Date }): Buffer {
  const name = Buffer.from(entry.name, 'utf8');
  if (name.length > NAME_BYTES) throw new Error(`archive entry name too long: ${entry.name}`);
  const block = Buffer.alloc(BLOCK);
  name.copy(block, 0);
  block.write('0000644\0', 100, 'ascii');
  block.write('0000000\0', 108, 'ascii');
  block.write('0000000\0', 116, 'ascii');
  writeSize(block, entry.size);
  block.write(`${octal(Math.floor(entry.mtime.getTime() / 1000), 11)}\0`, 136, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\0' + '00', 257, 'ascii');
  block.write(`${octal(checksum(block), 6)}\0 `, 148, 'ascii');
  return block;
}

function writeSize(block: Buffer, size: number) {
  if (size <= MAX_OCTAL_SIZE) {
    block.write(`${octal(size, 11)}\0`, 124, 'ascii');
    return;
  }
  // Base-256: a flag byte, then the size big-endian in the next 11 bytes (written as 5 + 6: sizes stay below 2^53).
  block[124] = 0x80;
  block.writeUIntBE(Math.floor(size / 2 ** 48), 125, 5);
  block.writeUIntBE(size % 2 ** 48, 130, 6);
}

/** The name and size a ustar header gives; throws when it is not one or is damaged. */
export function parseTarHeader(block: Buffer): { name: string; size: number } {
  if (block.toString('ascii', 257, 262) !== 'ustar') throw new Error('not a tar archive');
  const stored = Number.parseInt(block.toString('ascii', 148, 156).replace(/[\0 ]/g, ''), 8);
  if (stored !== checksum(block)) throw new Error('a tar header is damaged (wrong checksum)');
  const type = String.fromCharCode(block[156]!);
  if (type !== '0' && type !== '\0') throw new Error(`unexpected tar entry type '${type}'`);
  const field = (from: number, to: number) => block.toString('utf8', from, to).replace(/\0.*$/s, '');
  const prefix = field(345, 500);
  const name = field(0, NAME_BYTES);
  return { name: prefix ? `${prefix}/${name}` : name, size: readSize(block) };
}

function readSize(block: Buffer): number {
  if (block[124]! & 0x80) return block.readUIntBE(125, 5) * 2 ** 48 + block.readUIntBE(130, 6);
  return Number.parseInt(block.toString('ascii', 124, 136).replace(/[\0 ]/g, ''), 8);
}

/** The header's bytes summed with its checksum field counted as eight spaces. */
function checksum(block: Buffer): number {
  let sum = 8 * 0x20;
  for (let i = 0; i < BLOCK; i++) if (i < 148 || i >= 156) sum += block[i]!;
  return sum;
}

function octal(value: number, digits: number) {
  return value.toString(8).padStart(digits, '0');
}

/** Reads a stream of chunks by byte counts. */
class ChunkReader {
  #chunks: AsyncIterator<Buffer>;
  #pending: Buffer = Buffer.alloc(0);

  constructor(chunks: AsyncIterator<Buffer>) {
    this.#chunks = chunks;
  }

  /** At most `max` bytes, at least one; throws at the end of the stream. */
  async upTo(max: number): Promise<Buffer> {
    while (this.#pending.length === 0) {
      const next = await this.#chunks.next();
      if (next.done) throw new Error('the archive ends too early (truncated)');
      this.#pending = next.value;
    }
    const chunk = this.#pending.subarray(0, max);
    this.#pending = this.#pending.subarray(chunk.length);
    return chunk;
  }

  async exactly(bytes: number): Promise<Buffer> {
    const parts: Buffer[] = [];
    for (let left = bytes; left > 0; ) {
      const chunk = await this.upTo(left);
      parts.push(chunk);
      left -= chunk.length;
    }
    return Buffer.concat(parts);
  }

  async drain() {
    this.#pending = Buffer.alloc(0);
    while (!(await this.#chunks.next()).done);
  }

  async skip(bytes: number) {
    for (let left = bytes; left > 0; ) left -= (await this.upTo(left)).length;
  }
}
