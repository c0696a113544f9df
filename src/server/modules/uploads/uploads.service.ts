// Image uploads: accepts only real JPEG, PNG, WebP or GIF (by their bytes), re-encodes them (EXIF orientation
// applied, metadata stripped, longest side at most 2048 px), stores them under unguessable names and records who
// uploaded each one; serves only those of open businesses.
import { randomBytes } from 'node:crypto';
import { type FileHandle, mkdir, open, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { Sharp } from 'sharp';
import type { DbOrTx } from '#server/db/client.ts';
import { businesses, uploads } from '#server/db/schema/businesses.ts';
import { businessIsOpen } from '#server/platform/business-open.ts';
import { InsufficientStorageError } from '#server/plugins/errors.ts';
import { AppError } from '#shared/errors.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 2048;
// Decompression bombs: a small file that decodes to billions of pixels. 60 MP covers any phone camera.
const MAX_INPUT_PIXELS = 60_000_000;
export const UPLOAD_KINDS = ['logo', 'banner', 'service', 'avatar'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const NOT_AN_IMAGE = 'Please select an image file';
export const TOO_LARGE = 'Please select an image smaller than 5MB';
export const STORAGE_FAILED =
  'The image could not be saved: the server is out of storage space or cannot write to it. Please try again later.';
// What the file system answers when it cannot take a new file: full (ENOSPC, EDQUOT, EFBIG), read-only or not
// writable (EROFS, EACCES, EPERM), or the directory's place taken by something else (ENOTDIR; EEXIST from a
// recursive mkdir, which means a file stands where the directory should be).
const STORAGE_FAILURES = new Set([
  'ENOSPC',
  'EDQUOT',
  'EFBIG',
  'EROFS',
  'EACCES',
  'EPERM',
  'ENOTDIR',
  'EEXIST',
]);

type OutputFormat = {
  extension: 'jpg' | 'png' | 'webp';
  contentType: string;
  encode: (image: Sharp) => Sharp;
};

const PNG: OutputFormat = {
  extension: 'png',
  contentType: 'image/png',
  encode: (image) => image.png({ compressionLevel: 9 }),
};

/**
 * Detected type → stored format. The format is kept, except GIF: its first frame is stored as PNG, because
 * logos, banners, service photos and avatars are stills and animated GIFs are large and slow to re-encode.
 */
const OUTPUT_BY_MIME: Record<string, OutputFormat> = {
  'image/jpeg': {
    extension: 'jpg',
    contentType: 'image/jpeg',
    encode: (image) => image.jpeg({ quality: 85, mozjpeg: true }),
  },
  'image/png': PNG,
  'image/webp': {
    extension: 'webp',
    contentType: 'image/webp',
    encode: (image) => image.webp({ quality: 85 }),
  },
  'image/gif': PNG,
};

export function uploadsDirOf(dataDir: string) {
  return join(dataDir, 'uploads');
}

export function isUploadKind(value: string): value is UploadKind {
  return (UPLOAD_KINDS as readonly string[]).includes(value);
}

// Loaded on the first upload, not at start-up: both are heavy, and most processes never see an upload.
const imageLibraries = () => Promise.all([import('file-type'), import('sharp')]);

async function reencode(bytes: Buffer) {
  const [{ fileTypeFromBuffer }, { default: sharp }] = await imageLibraries();
  const detected = await fileTypeFromBuffer(bytes);
  const format = detected ? OUTPUT_BY_MIME[detected.mime] : undefined;
  if (!format) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE);
  try {
    // Without withMetadata()/keepMetadata() sharp writes no EXIF, ICC comments or XMP; rotate() applies the
    // EXIF orientation first so the stripped image still looks the right way up.
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    const { data, info } = await format.encode(image).toBuffer({ resolveWithObject: true });
    return { data, info, format };
  } catch {
    // Right magic bytes but undecodable (truncated, corrupt, or too many pixels).
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE);
  }
}

/** The names storeImage gives: 128 random bits in hex and the stored format's extension. */
const STORED_NAME = /^[0-9a-f]{32}\.(?:jpg|png|webp)$/;

/** Re-encodes and stores one image; returns the URL it is served at (/uploads/{name}). */
export async function storeImage(options: {
  db: DbOrTx;
  dataDir: string;
  userId: string;
  businessId: string;
  kind: UploadKind | null;
  bytes: Buffer;
}) {
  const { db, dataDir, userId, businessId, kind, bytes } = options;
  const { data, info, format } = await reencode(bytes);
  // 128 random bits: the URL is public (booking pages show it), so it must not be guessable.
  const fileName = `${randomBytes(16).toString('hex')}.${format.extension}`;
  const path = join(uploadsDirOf(dataDir), fileName);
  await writeNewFile(path, data);
  try {
    await db.insert(uploads).values({
      userId,
      businessId,
      fileName,
      kind,
      contentType: format.contentType,
      sizeBytes: data.length,
      width: info.width,
      height: info.height,
    });
  } catch (error) {
    await unlink(path).catch(() => {});
    throw error;
  }
  return { url: `/uploads/${fileName}` };
}

function storageFailure(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  return code && STORAGE_FAILURES.has(code)
    ? new InsufficientStorageError(STORAGE_FAILED, { cause: error })
    : error;
}

/** Writes a file that must not exist yet; a write that fails part-way leaves nothing behind. */
async function writeNewFile(path: string, data: Buffer) {
  let file: FileHandle;
  try {
    await mkdir(dirname(path), { recursive: true });
    file = await open(path, 'wx');
  } catch (error) {
    throw storageFailure(error);
  }
  try {
    await file.writeFile(data);
    await file.close();
  } catch (error) {
    await file.close().catch(() => {});
    await unlink(path).catch(() => {});
    throw storageFailure(error);
  }
}

/**
 * Whether /uploads/{fileName} is served: an upload of an open business (a deleted account's images stop at once,
 * before the purge removes them), or of an account without one (older rows). A file no row names is an orphan.
 */
export async function isServedUpload(db: DbOrTx, fileName: string): Promise<boolean> {
  if (!STORED_NAME.test(fileName)) return false;
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .leftJoin(businesses, eq(businesses.userId, uploads.userId))
    .where(and(eq(uploads.fileName, fileName), or(isNull(businesses.id), businessIsOpen())))
    .limit(1);
  return row !== undefined;
}

/** The signed-in owner's own uploads, newest first. */
export async function listUploads(options: { db: DbOrTx; userId: string }) {
  const rows = await options.db
    .select()
    .from(uploads)
    .where(eq(uploads.userId, options.userId))
    .orderBy(desc(uploads.createdAt))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    url: `/uploads/${row.fileName}`,
    type: row.kind,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
  }));
}

export function badUploadKind(): AppError {
  return new AppError('BAD_REQUEST', `Upload type must be one of ${UPLOAD_KINDS.join(', ')}`);
}

export function tooLarge(): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
}
