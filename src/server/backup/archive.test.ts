// The backup container against GNU tar: what we write, tar reads byte for byte; what tar writes, we read; a damaged,
// truncated or foreign file is an error, never a silent partial read.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseTarHeader, readArchive, tarHeader, writeArchive } from './archive.ts';

const dir = mkdtempSync(join(tmpdir(), 'bookwell-archive-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const mtime = new Date('2026-05-01T12:00:00Z');
const files: Record<string, Buffer> = {
  'manifest.json': Buffer.from('{"format":"bookwell-backup"}\n'),
  'tables/empty.jsonl': Buffer.alloc(0),
  'tables/one-block.jsonl': randomBytes(512),
  'tables/odd.jsonl': randomBytes(513),
  'uploads/0123456789abcdef0123456789abcdef.png': randomBytes(300_000),
};

async function readAll(file: string) {
  const read: Record<string, Buffer> = {};
  for await (const entry of readArchive(file)) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk);
    read[entry.name] = Buffer.concat(chunks);
  }
  return read;
}

async function written(name: string) {
  const file = join(dir, name);
  const onDisk = join(dir, 'odd-source');
  writeFileSync(onDisk, files['tables/odd.jsonl']!);
  await writeArchive(
    file,
    Object.entries(files).map(([entry, data]) =>
      entry === 'tables/odd.jsonl'
        ? { name: entry, size: data.length, mtime, path: onDisk }
        : { name: entry, size: data.length, mtime, data },
    ),
  );
  return file;
}

describe('the backup archive', () => {
  it('reads back what it wrote, from memory and from files, in order', async () => {
    const read = await readAll(await written('round-trip.tar.gz'));
    expect(Object.keys(read)).toEqual(Object.keys(files));
    expect(read).toEqual(files);
  });

  it('is a tar.gz that GNU tar lists and extracts byte for byte', async () => {
    const file = await written('for-tar.tar.gz');
    const out = join(dir, 'extracted');
    mkdirSync(out);
    expect(execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual(
      Object.keys(files),
    );
    execFileSync('tar', ['-xzf', file, '-C', out]);
    for (const [name, data] of Object.entries(files)) expect(readFileSync(join(out, name))).toEqual(data);
  });

  it('reads a ustar archive written by GNU tar', async () => {
    const source = join(dir, 'from-tar');
    mkdirSync(join(source, 'tables'), { recursive: true });
    const data = randomBytes(70_000);
    writeFileSync(join(source, 'tables', 'a.jsonl'), data);
    const file = join(dir, 'gnu.tar.gz');
    execFileSync('tar', ['--format=ustar', '-czf', file, '-C', source, 'tables/a.jsonl']);
    expect(await readAll(file)).toEqual({ 'tables/a.jsonl': data });
  });

  it('skips what a reader leaves of an entry', async () => {
    const names: string[] = [];
    for await (const entry of readArchive(await written('skipping.tar.gz'))) names.push(entry.name);
    expect(names).toEqual(Object.keys(files));
  });

  it('keeps sizes past the 8 GiB of octal digits in the base-256 form', () => {
    const size = 2 ** 40 + 12_345;
    expect(parseTarHeader(tarHeader({ name: 'tables/huge.jsonl', size, mtime }))).toEqual({
      name: 'tables/huge.jsonl',
      size,
    });
  });

  it('throws on a truncated, corrupted or foreign file', async () => {
    const whole = readFileSync(await written('whole.tar.gz'));
    const cases = {
      truncated: whole.subarray(0, Math.floor(whole.length / 2)),
      corrupted: Buffer.from(
        whole.map((byte, i) => (i === Math.floor(whole.length / 2) ? byte ^ 0xff : byte)),
      ),
      foreign: Buffer.from('name,phone\nMaya,555\n'),
    };
    for (const [name, bytes] of Object.entries(cases)) {
      const file = join(dir, `${name}.tar.gz`);
      writeFileSync(file, bytes);
      await expect(readAll(file), name).rejects.toThrow();
    }
  });
});
