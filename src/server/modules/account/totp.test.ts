import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { hashBackupCode, newBackupCodes, newTotpSecret, verifyTotp } from './totp.ts';

const secret = newTotpSecret();
const codeAt = (timestamp: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });
// The middle of a 30-second step, so ±30 s lands in the neighbouring steps exactly.
const now = Math.floor(Date.now() / 30_000) * 30_000 + 15_000;
const step = now / 30_000 - 0.5;

describe('verifyTotp', () => {
  it('accepts the code of this step and of one step either side, and no further', () => {
    expect(verifyTotp(secret, codeAt(now), null, now)).toBe(step);
    expect(verifyTotp(secret, codeAt(now - 30_000), null, now)).toBe(step - 1);
    expect(verifyTotp(secret, codeAt(now + 30_000), null, now)).toBe(step + 1);
    expect(verifyTotp(secret, codeAt(now - 60_000), null, now)).toBeNull();
    expect(verifyTotp(secret, codeAt(now + 60_000), null, now)).toBeNull();
  });

  it('refuses a step already used or an earlier one, and anything but six digits', () => {
    expect(verifyTotp(secret, codeAt(now), step, now)).toBeNull();
    expect(verifyTotp(secret, codeAt(now - 30_000), step - 1, now)).toBeNull();
    expect(verifyTotp(secret, codeAt(now + 30_000), step, now)).toBe(step + 1);
    expect(verifyTotp(secret, `${codeAt(now)}0`, null, now)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', null, now)).toBeNull();
  });
});

describe('backup codes', () => {
  it('are ten different codes whose hash ignores case, spaces and dashes', () => {
    const codes = newBackupCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const code = codes[0]!;
    expect(hashBackupCode(` ${code.toUpperCase().replace('-', ' ')} `)).toBe(hashBackupCode(code));
    expect(hashBackupCode(codes[1]!)).not.toBe(hashBackupCode(code));
  });
});
