// Seals the two-factor secrets with AES-256-GCM under a server key that is not in the database: TWO_FACTOR_KEY
// (32 bytes, base64) when set, otherwise a key generated once into DATA_DIR/two-factor.key. A database dump alone
// then reveals no secret; losing the key means every owner sets two-factor up again.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEY_BYTES = 32;
const PREFIX = 'v1';

export type SecretBox = { seal: (plain: string) => string; open: (sealed: string) => string };

function keyFrom(base64: string, where: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`${where} must hold ${KEY_BYTES} bytes in base64`);
  return key;
}

/** The server key: TWO_FACTOR_KEY, or the key file under DATA_DIR (made on first start). buildApp reads it once. */
export function loadSecretKey(options: { envKey?: string; dataDir: string }): Buffer {
  if (options.envKey) return keyFrom(options.envKey, 'TWO_FACTOR_KEY');
  const file = join(options.dataDir, 'two-factor.key');
  if (!existsSync(file)) {
    mkdirSync(options.dataDir, { recursive: true });
    // 'wx': two instances starting together never overwrite each other's key.
    try {
      writeFileSync(file, randomBytes(KEY_BYTES).toString('base64'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return keyFrom(readFileSync(file, 'utf8'), file);
}

export function secretBox(key: Buffer): SecretBox {
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [PREFIX, iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [prefix, iv, tag, body] = sealed.split('.');
      if (prefix !== PREFIX || !iv || !tag || !body) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
