// Two-factor authentication: set-up, enabling with a correct code, disabling with a code or backup code, and the
// pending sign-in state that only a second factor completes.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '#server/db/client.ts';
import { loginAttempts, twoFactorChallenges, users } from '#server/db/schema/accounts.ts';
import type { User } from '#server/modules/auth/session.ts';
import { AppError } from '#shared/errors.ts';
import type { TwoFactorSetup } from '#shared/schemas/account.ts';
import type { SecretBox } from './secret-box.ts';
import { hashBackupCode, newBackupCodes, newTotpSecret, otpauthUrl, verifyTotp } from './totp.ts';

export const INVALID_CODE_MESSAGE = 'Invalid verification code';
export const CHALLENGE_MINUTES = 5;
export const MAX_CHALLENGE_ATTEMPTS = 5;
export const CHALLENGE_EXPIRED_MESSAGE =
  'Your sign-in has expired. Please enter your email and password again.';
export const CHALLENGE_LOCKED_MESSAGE = 'Too many wrong codes. Please enter your email and password again.';

export async function startTwoFactorSetup(db: Db, box: SecretBox, user: User): Promise<TwoFactorSetup> {
  if (user.twoFactorEnabled) throw new AppError('CONFLICT', 'Two-factor authentication is already on');
  const secret = newTotpSecret();
  // Only while it is off: a set-up racing a successful enable never replaces the secret in use.
  await db
    .update(users)
    .set({ twoFactorSecret: box.seal(secret), twoFactorLastStep: null })
    .where(and(eq(users.id, user.id), eq(users.twoFactorEnabled, false)));
  const url = otpauthUrl(secret, user.email);
  return { secret, otpauthUrl: url, qrCodeSvg: await QRCode.toString(url, { type: 'svg', margin: 1 }) };
}

async function freshUser(db: Db, userId: string): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  return row;
}

/** Turns two-factor on with a correct code for the set-up secret; returns the ten backup codes (shown once). */
export async function enableTwoFactor(
  db: Db,
  box: SecretBox,
  userId: string,
  code: string,
): Promise<string[]> {
  const user = await freshUser(db, userId);
  if (user.twoFactorEnabled) throw new AppError('CONFLICT', 'Two-factor authentication is already on');
  if (!user.twoFactorSecret) {
    throw new AppError('BAD_REQUEST', 'Start the two-factor set-up first to get a secret for your app');
  }
  const step = verifyTotp(box.open(user.twoFactorSecret), code, user.twoFactorLastStep);
  if (step === null) throw new AppError('BAD_REQUEST', INVALID_CODE_MESSAGE);
  const codes = newBackupCodes();
  const [updated] = await db
    .update(users)
    .set({ twoFactorEnabled: true, twoFactorBackupCodes: codes.map(hashBackupCode), twoFactorLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        eq(users.twoFactorEnabled, false),
        eq(users.twoFactorSecret, user.twoFactorSecret),
      ),
    )
    .returning({ id: users.id });
  if (!updated)
    throw new AppError('CONFLICT', 'Two-factor authentication changed meanwhile. Please try again.');
  return codes;
}

/**
 * Accepts a current TOTP code (each time step once) or an unused backup code (then spent), atomically: two
 * requests with one code never both succeed.
 */
export async function consumeSecondFactor(
  db: Db,
  box: SecretBox,
  user: User,
  code: string,
): Promise<boolean> {
  if (!user.twoFactorEnabled || !user.twoFactorSecret) return false;
  const trimmed = code.trim();
  if (/^\d[\d\s]*$/.test(trimmed)) {
    const step = verifyTotp(box.open(user.twoFactorSecret), trimmed, user.twoFactorLastStep);
    if (step === null) return false;
    const [taken] = await db
      .update(users)
      .set({ twoFactorLastStep: step })
      .where(
        and(eq(users.id, user.id), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))),
      )
      .returning({ id: users.id });
    return Boolean(taken);
  }
  const hash = hashBackupCode(trimmed);
  const [spent] = await db
    .update(users)
    .set({ twoFactorBackupCodes: sql`array_remove(${users.twoFactorBackupCodes}, ${hash})` })
    .where(and(eq(users.id, user.id), sql`${hash} = any(${users.twoFactorBackupCodes})`))
    .returning({ id: users.id });
  return Boolean(spent);
}

export async function disableTwoFactor(db: Db, box: SecretBox, userId: string, code: string): Promise<void> {
  const user = await freshUser(db, userId);
  if (!user.twoFactorEnabled) return;
  if (!(await consumeSecondFactor(db, box, user, code)))
    throw new AppError('BAD_REQUEST', INVALID_CODE_MESSAGE);
  await db
    .update(users)
    .set({
      twoFactorEnabled: false,
      twoFactorSecret: null,
      twoFactorBackupCodes: [],
      twoFactorLastStep: null,
    })
    .where(eq(users.id, userId));
}

const challengeId = (token: string) => createHash('sha256').update(token).digest('hex');

/** The pending state after a right password: a token for a short-lived cookie. */
export async function createChallenge(db: Db, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + CHALLENGE_MINUTES * 60 * 1000);
  await db.insert(twoFactorChallenges).values({ id: challengeId(token), userId, expiresAt });
  return { token, expiresAt };
}

/**
 * The user when `code` is a valid second factor for the pending state behind `token`. Each try counts before
 * the code is checked; the fifth wrong one voids the state, as does its expiry. A wrong code is also a failed
 * sign-in of that email from `ip`, so new pending states from the same address soon meet the sign-in limits.
 */
export async function completeChallenge(
  db: Db,
  box: SecretBox,
  input: { token: string | undefined; code: string; ip: string },
): Promise<User> {
  const { token, code, ip } = input;
  if (!token) throw new AppError('UNAUTHORIZED', CHALLENGE_EXPIRED_MESSAGE);
  const id = challengeId(token);
  const [challenge] = await db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(
      and(
        eq(twoFactorChallenges.id, id),
        lt(twoFactorChallenges.attempts, MAX_CHALLENGE_ATTEMPTS),
        gt(twoFactorChallenges.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!challenge) {
    await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, id));
    throw new AppError('UNAUTHORIZED', CHALLENGE_EXPIRED_MESSAGE);
  }
  const user = await freshUser(db, challenge.userId);
  if (user.isActive && (await consumeSecondFactor(db, box, user, code))) {
    await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, id));
    return user;
  }
  await db.insert(loginAttempts).values({ email: user.email, ipAddress: ip, succeeded: false });
  if (challenge.attempts >= MAX_CHALLENGE_ATTEMPTS) {
    await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, id));
    throw new AppError('UNAUTHORIZED', CHALLENGE_LOCKED_MESSAGE);
  }
  throw new AppError('UNAUTHORIZED', INVALID_CODE_MESSAGE);
}

/** Pending sign-ins end with a password change (they began with the old password). */
export async function deleteChallengesOf(db: Db, userId: string) {
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
}

export async function deleteExpiredChallenges(db: Db, now = new Date()) {
  await db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, now));
}
