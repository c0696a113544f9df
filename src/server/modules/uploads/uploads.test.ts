import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { signUpOwner, signUpWithBusiness } from '#server/test/factories.ts';
import { STORAGE_FAILED } from './uploads.service.ts';

// A full disk cannot be made on demand (tests run as root, often without a way to mount a tiny file system), so the
// file system says it: the next file opened takes half of what is written to it, then ENOSPC. Other opens pass.
const disk = vi.hoisted(() => ({ fullAtNextFile: false }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  const open: typeof actual.open = async (...args) => {
    const file = await actual.open(...args);
    if (!disk.fullAtNextFile) return file;
    disk.fullAtNextFile = false;
    return Object.assign(file, {
      writeFile: async (data: Buffer) => {
        await file.write(data, 0, Math.floor(data.length / 2));
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
          code: 'ENOSPC',
          syscall: 'write',
        });
      },
    });
  };
  return { ...actual, open };
});

const { app, dataDir } = await buildTestApp();

const MB = 1024 * 1024;
const UPLOAD_URL = /^\/uploads\/[0-9a-f]{32}\.(png|jpg|webp)$/;

type Part = { name: string; data: Buffer | string; filename?: string; contentType?: string };

/** A multipart/form-data body written by hand, so tests control every byte. */
function multipart(parts: Part[]) {
  const boundary = `----bookwell${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename ? `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(typeof part.data === 'string' ? Buffer.from(part.data) : part.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(cookie: string | undefined, parts: Part[]) {
  const body = multipart(parts);
  return app.inject({
    method: 'POST',
    url: '/api/upload/image',
    headers: { 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

const image = (data: Buffer, filename = 'photo.png', contentType = 'image/png'): Part => ({
  name: 'image',
  data,
  filename,
  contentType,
});

function storedFile(url: string) {
  return readFileSync(join(dataDir, 'uploads', url.replace('/uploads/', '')));
}

async function photo(format: 'png' | 'jpeg' | 'webp' | 'gif', width: number, height: number) {
  const base = sharp({ create: { width, height, channels: 3, background: '#10b981' } });
  const tagged = base.withExif({ IFD0: { Artist: 'Jane Secret', Copyright: 'GPS 51.5,-0.1' } });
  return (format === 'gif' ? base.gif() : tagged[format]()).toBuffer();
}

describe('POST /api/upload/image', () => {
  it('answers 401 when signed out, before reading the body', async () => {
    const res = await upload(undefined, [image(await photo('png', 10, 10))]);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
  });

  it("refuses an account without a business with 404 'No business yet', before reading the body", async () => {
    const { cookie } = await signUpOwner(app);
    const before = readdirSync(join(dataDir, 'uploads')).length;
    const res = await upload(cookie, [image(await photo('png', 10, 10))]);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 404,
      body: { message: 'No business yet' },
    });
    expect(readdirSync(join(dataDir, 'uploads')).length).toBe(before);
    expect((await app.inject({ url: '/api/upload/images', headers: { cookie } })).json()).toEqual([]);
  });

  it('stores a real PNG re-encoded without metadata, capped at 2048 px, served with safe headers', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const input = await photo('png', 3000, 1000);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const res = await upload(cookie, [image(input), { name: 'type', data: 'banner' }]);
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(Object.keys(res.json())).toEqual(['url']);
    expect(url).toMatch(UPLOAD_URL);
    expect(url.endsWith('.png')).toBe(true);

    const stored = await sharp(storedFile(url)).metadata();
    expect(stored).toMatchObject({ format: 'png', width: 2048, height: 683 });
    expect(stored.exif).toBeUndefined();
    expect(storedFile(url).includes('Jane Secret')).toBe(false);

    const served = await app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(storedFile(url))).toBe(true);
  });

  it('applies the EXIF orientation to a JPEG before stripping it', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const input = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#1e40af' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const res = await upload(cookie, [image(input, 'photo.jpg', 'image/jpeg')]);
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url.endsWith('.jpg')).toBe(true);
    const stored = await sharp(storedFile(url)).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 100, height: 200 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect((await app.inject({ url })).headers['content-type']).toBe('image/jpeg');
  });

  it('keeps WebP as WebP and stores a GIF as a PNG still', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const webp = (await upload(cookie, [image(await photo('webp', 50, 40), 'a.webp', 'image/webp')])).json();
    expect(webp.url.endsWith('.webp')).toBe(true);
    expect((await app.inject({ url: webp.url })).headers['content-type']).toBe('image/webp');
    const gif = (await upload(cookie, [image(await photo('gif', 30, 30), 'a.gif', 'image/gif')])).json();
    expect(gif.url.endsWith('.png')).toBe(true);
    expect((await sharp(storedFile(gif.url)).metadata()).format).toBe('png');
  });

  it('refuses a text file named .png with 415', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const res = await upload(cookie, [image(Buffer.from('#!/bin/sh\necho not an image\n'), 'evil.png')]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Please select an image file' });
  });

  it('refuses other real formats and truncated images with 415', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    expect((await upload(cookie, [image(pdf, 'doc.png')])).statusCode).toBe(415);
    const truncated = (await photo('png', 400, 400)).subarray(0, 100);
    expect((await upload(cookie, [image(truncated)])).statusCode).toBe(415);
  });

  it('refuses exactly 5 MB + 1 byte with 413, while exactly 5 MB gets past the size check', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const over = await upload(cookie, [image(Buffer.alloc(5 * MB + 1, 0x41))]);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ message: 'Please select an image smaller than 5MB' });
    // 5 MB of non-image bytes: not too large, just not an image.
    const exact = await upload(cookie, [image(Buffer.alloc(5 * MB, 0x41))]);
    expect(exact.statusCode).toBe(415);
  });

  it('refuses a body announced far over the limit from its Content-Length alone', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const res = await upload(cookie, [image(Buffer.alloc(7 * MB, 0x41))]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Please select an image smaller than 5MB');
  });

  it('answers 400 without an image, with an unknown type, or with a non-multipart body', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const none = await upload(cookie, [{ name: 'type', data: 'logo' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please select an image to upload');
    const badType = await upload(cookie, [
      { name: 'type', data: 'wallpaper' },
      image(await photo('png', 5, 5)),
    ]);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toBe('Upload type must be one of logo, banner, service, avatar');
    const json = await app.inject({
      method: 'POST',
      url: '/api/upload/image',
      headers: { cookie },
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('never writes a file for a refused upload', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const before = readdirSync(join(dataDir, 'uploads')).length;
    await upload(cookie, [image(Buffer.from('not an image'))]);
    await upload(cookie, [image(Buffer.alloc(5 * MB + 1))]);
    expect(readdirSync(join(dataDir, 'uploads')).length).toBe(before);
  });
});

describe('POST /api/upload/image when the image cannot be stored', () => {
  async function expectNothingStored(cookie: string, files: string[]) {
    expect(readdirSync(join(dataDir, 'uploads')).sort()).toEqual(files);
    const listed = await app.inject({ url: '/api/upload/images', headers: { cookie } });
    expect(listed.json()).toEqual([]);
  }

  it('answers 507 on a full disk, leaving no half-written file and no row', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const before = readdirSync(join(dataDir, 'uploads')).sort();
    disk.fullAtNextFile = true;
    const res = await upload(cookie, [image(await photo('png', 400, 300))]);
    expect(disk.fullAtNextFile).toBe(false);
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual({ message: STORAGE_FAILED });
    await expectNothingStored(cookie, before);
  });

  it('answers 507 when the upload directory cannot be written, even by root', async () => {
    const { cookie } = await signUpWithBusiness(app);
    // A file where the directory should be: no user, root included, can create a file inside it.
    const uploadsDir = join(dataDir, 'uploads');
    renameSync(uploadsDir, `${uploadsDir}.away`);
    writeFileSync(uploadsDir, '');
    try {
      const res = await upload(cookie, [image(await photo('png', 40, 30))]);
      expect(res.statusCode).toBe(507);
      expect(res.json()).toEqual({ message: STORAGE_FAILED });
      expect(readFileSync(uploadsDir, 'utf8')).toBe('');
    } finally {
      rmSync(uploadsDir);
      renameSync(`${uploadsDir}.away`, uploadsDir);
    }
    await expectNothingStored(cookie, readdirSync(uploadsDir).sort());
    // Once the directory is back, the same upload works.
    expect((await upload(cookie, [image(await photo('png', 40, 30))])).statusCode).toBe(200);
  });
});

describe('GET /uploads/{name}', () => {
  it('answers 404 for unknown names and never serves the folder or anything outside it', async () => {
    expect((await app.inject({ url: `/uploads/${'0'.repeat(32)}.png` })).statusCode).toBe(404);
    for (const url of [
      '/uploads/../package.json',
      '/uploads/%2e%2e/package.json',
      '/uploads/..%2fpackage.json',
    ]) {
      const res = await app.inject({ url });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body).not.toContain('"devDependencies"');
    }
    // The folder itself is never listed.
    expect([403, 404]).toContain((await app.inject({ url: '/uploads/' })).statusCode);
  });

  it('answers 404 for a file no upload names (an orphan waiting for the sweep)', async () => {
    const name = `${randomBytes(16).toString('hex')}.png`;
    writeFileSync(join(dataDir, 'uploads', name), await photo('png', 4, 4));
    expect((await app.inject({ url: `/uploads/${name}` })).statusCode).toBe(404);
  });
});

describe('GET /api/upload/images', () => {
  it("lists the owner's own uploads; another owner sees none of them", async () => {
    const a = await signUpWithBusiness(app);
    const b = await signUpWithBusiness(app);
    expect((await app.inject({ url: '/api/upload/images' })).statusCode).toBe(401);
    const logo = (
      await upload(a.cookie, [{ name: 'type', data: 'logo' }, image(await photo('png', 64, 64))])
    ).json();
    const service = (
      await upload(a.cookie, [image(await photo('jpeg', 80, 60), 'x.jpg', 'image/jpeg')])
    ).json();
    const mine = await app.inject({ url: '/api/upload/images', headers: { cookie: a.cookie } });
    expect(mine.statusCode).toBe(200);
    const list = mine.json();
    expect(list.map((u: { url: string }) => u.url).sort()).toEqual([logo.url, service.url].sort());
    expect(list.find((u: { url: string }) => u.url === logo.url)).toMatchObject({
      type: 'logo',
      contentType: 'image/png',
      width: 64,
      height: 64,
    });
    const theirs = await app.inject({ url: '/api/upload/images', headers: { cookie: b.cookie } });
    expect(theirs.json()).toEqual([]);
  });
});
