// TOTP per RFC 6238 (SHA-1, 30-second steps, 6 digits), accepting the step before and after for clock drift, and
// single-use backup codes.
import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_WINDOW = 1;
export const BACKUP_CODE_COUNT = 10;
const ISSUER = 'Bookwell';

function totpFor(secretBase32: string, label = '') {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUrl(secretBase32: string, email: string): string {
  return totpFor(secretBase32, email).toString();
}

/**
 * The time step of the code when it is valid now (±1 step) and later than `lastStep`, else null: a code once
 * accepted is never accepted again, even within its window.
 */
export function verifyTotp(
  secretBase32: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secretBase32).validate({ token, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

// No 0/1/o/l/i: a code copied from paper is not misread.
const BACKUP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes shaped 'xxxxx-xxxxx' (about 49 bits each). */
export function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** How a backup code is stored and looked up: case, spaces and dashes do not matter. */
export function hashBackupCode(code: string): string {
  const normal = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(`backup-code:${normal}`).digest('hex');
}
