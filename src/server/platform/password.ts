// Password hashing with argon2id (OWASP: m=19 MiB, t=2, p=1), stored as a PHC string.
import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const argon2Async = promisify(argon2);
const MEMORY_KIB = 19456;
const PASSES = 2;
const PARALLELISM = 1;
const TAG_LENGTH = 32;

async function derive(password: string, nonce: Buffer, memory: number, passes: number, parallelism: number) {
  return argon2Async('argon2id', {
    message: password,
    nonce,
    memory,
    passes,
    parallelism,
    tagLength: TAG_LENGTH,
  });
}

export async function hashPassword(password: string): Promise<string> {
  const nonce = randomBytes(16);
  const hash = await derive(password, nonce, MEMORY_KIB, PASSES, PARALLELISM);
  return `$argon2id$v=19$m=${MEMORY_KIB},t=${PASSES},p=${PARALLELISM}$${nonce.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!match) return false;
  const [, m, t, p, nonce, expected] = match;
  const expectedBytes = Buffer.from(expected!, 'base64url');
  const actual = await derive(password, Buffer.from(nonce!, 'base64url'), Number(m), Number(t), Number(p));
  return actual.length === expectedBytes.length && timingSafeEqual(actual, expectedBytes);
}

// Verifying against this when the email is unknown keeps both failure paths equally slow.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'));
  return dummyHash;
}
