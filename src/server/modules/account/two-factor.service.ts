// Two-factor authentication: set-up, enabling with a correct code, disabling with a code or backup code (the
// account's address is told either way), and the pending sign-in state that only a second factor completes, with a
// limit of wrong codes per account. Who may set it up and enable it: owner-proof.ts.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { loginAttempts, twoFactorChallenges, users } from '#server/db/schema/accounts.ts';
import {
  queueAccountEmail,
  TWO_FACTOR_DISABLED_KIND,
  TWO_FACTOR_ENABLED_KIND,
} from '#server/modules/outbox/account-messages.ts';
import { outboxWritten } from '#server/modules/outbox/wake.ts';
import { refusal } from '#server/platform/error-messages.ts';
import { findOwnerBusiness } from '#server/platform/owner-business.ts';
import type { SecretBox } from '#server/platform/secret-box.ts';
import type { User } from '#server/platform/session.ts';
import { AppError } from '#shared/errors.ts';
import type { TwoFactorSetup } from '#shared/schemas/account.ts';
import { hashBackupCode, newBackupCodes, newTotpSecret, otpauthUrl, verifyTotp } from './totp.ts';

export const INVALID_CODE_MESSAGE = 'Invalid verification code';
export const CHALLENGE_MINUTES = 5;
export const MAX_CHALLENGE_ATTEMPTS = 5;
export const CHALLENGE_EXPIRED_MESSAGE =
  'Your sign-in has expired. Please enter your email and password again.';
export const CHALLENGE_LOCKED_MESSAGE = 'Too many wrong codes. Please enter your email and password again.';
/** Codes tried per account across all its pending sign-ins, whatever addresses they come from. */
export const MAX_ACCOUNT_CODE_TRIES = 10;
export const CODE_TRIES_WINDOW_MINUTES = 15;

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
  const secret = user.twoFactorSecret;
  const business = await findOwnerBusiness(db, userId);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        twoFactorEnabled: true,
        twoFactorBackupCodes: codes.map(hashBackupCode),
        twoFactorLastStep: step,
      })
      .where(and(eq(users.id, userId), eq(users.twoFactorEnabled, false), eq(users.twoFactorSecret, secret)))
      .returning({ id: users.id });
    if (row)
      await queueTwoFactorNotice(tx, { user, businessId: business?.id, kind: TWO_FACTOR_ENABLED_KIND });
    return row;
  });
  if (!updated)
    throw new AppError('CONFLICT', 'Two-factor authentication changed meanwhile. Please try again.');
  if (business) outboxWritten(db);
  return codes;
}

/** Tells the account's address that two-factor was turned on or off. The outbox keeps an owner's messages under
 * their business, so an account without one yet is not told. */
async function queueTwoFactorNotice(
  tx: DbOrTx,
  options: {
    user: User;
    businessId: string | undefined;
    kind: typeof TWO_FACTOR_ENABLED_KIND | typeof TWO_FACTOR_DISABLED_KIND;
  },
) {
  const { user, businessId, kind } = options;
  if (!businessId) return;
  await queueAccountEmail(tx, { businessId, userId: user.id, recipient: user.email }, { kind, payload: {} });
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
  const business = await findOwnerBusiness(db, userId);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        twoFactorEnabled: false,
        twoFactorSecret: null,
        twoFactorBackupCodes: [],
        twoFactorLastStep: null,
      })
      .where(eq(users.id, userId));
    await queueTwoFactorNotice(tx, { user, businessId: business?.id, kind: TWO_FACTOR_DISABLED_KIND });
  });
  if (business) outboxWritten(db);
}

const challengeId = (token: string) => createHash('sha256').update(token).digest('hex');
const TRIES_WINDOW_MS = CODE_TRIES_WINDOW_MINUTES * 60 * 1000;

/** The pending state after a right password: a token for a short-lived cookie. */
export async function createChallenge(db: Db, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + CHALLENGE_MINUTES * 60 * 1000);
  await db.insert(twoFactorChallenges).values({ id: challengeId(token), userId, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/**
 * When the account may try a code again, or null if it may now. Its pending sign-ins begun in the window keep
 * their tries (each counted from when its sign-in began; a right code ends its sign-in and takes its tries along),
 * and together they may hold no more than MAX_ACCOUNT_CODE_TRIES.
 */
async function accountCodesLockedUntil(tx: DbOrTx, userId: string, now: Date): Promise<Date | null> {
  const pending = await tx
    .select({ createdAt: twoFactorChallenges.createdAt, attempts: twoFactorChallenges.attempts })
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.userId, userId),
        gt(twoFactorChallenges.createdAt, new Date(now.getTime() - TRIES_WINDOW_MS)),
      ),
    )
    .orderBy(desc(twoFactorChallenges.createdAt));
  let tries = 0;
  for (const { createdAt, attempts } of pending) {
    tries += attempts;
    // The limit holds until the oldest sign-in that reaches it leaves the window.
    if (tries >= MAX_ACCOUNT_CODE_TRIES) return new Date(createdAt.getTime() + TRIES_WINDOW_MS);
  }
  return null;
}

/**
 * Counts one try of the pending state behind `id`, unless it is spent, expired or its account is locked (a 429
 * until the lock ends; the refused try is not counted). Tries of one account are counted one at a time, under its
 * user row's lock, so parallel guesses from anywhere cannot pass the account's limit.
 */
async function countTry(db: Db, id: string) {
  const now = new Date();
  return db.transaction(async (tx) => {
    const usable = and(
      eq(twoFactorChallenges.id, id),
      lt(twoFactorChallenges.attempts, MAX_CHALLENGE_ATTEMPTS),
      gt(twoFactorChallenges.expiresAt, now),
    );
    const [pending] = await tx
      .select({ userId: twoFactorChallenges.userId })
      .from(twoFactorChallenges)
      .where(usable);
    if (!pending) return undefined;
    await tx.select({ id: users.id }).from(users).where(eq(users.id, pending.userId)).for('update');
    const until = await accountCodesLockedUntil(tx, pending.userId, now);
    if (until) {
      const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
      throw refusal(
        'TOO_MANY_REQUESTS',
        'account.codesLocked',
        { minutes: Math.ceil(seconds / 60) },
        { 'retry-after': String(seconds) },
      );
    }
    const [counted] = await tx
      .update(twoFactorChallenges)
      .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
      .where(usable)
      .returning();
    return counted;
  });
}

/**
 * The user when `code` is a valid second factor for the pending state behind `token`. Each try counts before
 * the code is checked; the fifth wrong one spends the state, as does its expiry, and the account's limit
 * (countTry) holds across its pending states. A wrong code is also a failed sign-in of that email from `ip`, so
 * new pending states from the same address soon meet the sign-in limits.
 */
export async function completeChallenge(
  db: Db,
  box: SecretBox,
  input: { token: string | undefined; code: string; ip: string },
): Promise<User> {
  const { token, code, ip } = input;
  if (!token) throw new AppError('UNAUTHORIZED', CHALLENGE_EXPIRED_MESSAGE);
  const id = challengeId(token);
  const challenge = await countTry(db, id);
  // A spent or expired state stays until the clean-up: its tries still count for the account.
  if (!challenge) throw new AppError('UNAUTHORIZED', CHALLENGE_EXPIRED_MESSAGE);
  const user = await freshUser(db, challenge.userId);
  if (user.isActive && (await consumeSecondFactor(db, box, user, code))) {
    await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, id));
    return user;
  }
  await db.insert(loginAttempts).values({ email: user.email, ipAddress: ip, succeeded: false });
  if (challenge.attempts >= MAX_CHALLENGE_ATTEMPTS)
    throw new AppError('UNAUTHORIZED', CHALLENGE_LOCKED_MESSAGE);
  throw new AppError('UNAUTHORIZED', INVALID_CODE_MESSAGE);
}

/** Pending sign-ins end with a password change (they began with the old password). */
export async function deleteChallengesOf(db: Db, userId: string) {
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
}

/** Pending states begun before the account limit's window: long expired, and their tries no longer count. */
export async function deletePastChallenges(db: Db, now = new Date()) {
  await db
    .delete(twoFactorChallenges)
    .where(lt(twoFactorChallenges.createdAt, new Date(now.getTime() - TRIES_WINDOW_MS)));
}
