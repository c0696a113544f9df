// The owner's email change: the new address and the current password ask for a 6-digit code, sent to the new
// address through the outbox; the code (15 minutes, 5 tries) makes the change, tells the old address and ends
// every other session. An address another account uses gets the same answer and no message (its request holds a
// code no one knows), so the answers never tell which addresses have an account. The account's own address, while
// unverified, goes the same way: its code verifies it. Either way a confirmed address listed in ADMIN_EMAILS gets
// the platform admin role (platform/platform-admin.ts).
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { emailChangeRequests, users } from '#server/db/schema/accounts.ts';
import {
  EMAIL_CHANGE_CODE_KIND,
  EMAIL_CHANGED_KIND,
  queueAccountEmail,
} from '#server/modules/outbox/account-messages.ts';
import { outboxWritten } from '#server/modules/outbox/wake.ts';
import { refusal } from '#server/platform/error-messages.ts';
import { findOwnerBusiness } from '#server/platform/owner-business.ts';
import { verifyPassword } from '#server/platform/password.ts';
import { grantListedAdmins } from '#server/platform/platform-admin.ts';
import { invalidateOtherSessions, type User } from '#server/platform/session.ts';
import { AppError } from '#shared/errors.ts';
import type { EmailChangeConfirm, EmailChangeInput } from '#shared/schemas/account.ts';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from './account.service.ts';

export const EMAIL_CHANGE_CODE_MINUTES = 15;
export const EMAIL_CHANGE_MAX_ATTEMPTS = 5;
const CODE_INTERVAL_SECONDS = 60;

export const SAME_EMAIL_MESSAGE = 'This is already your email address.';
export const NO_PASSWORD_MESSAGE =
  'Your account signs in with Google and has no password to confirm the change with, so its email cannot be changed here.';
export const NO_BUSINESS_MESSAGE =
  'Create your business profile before changing or confirming your email address.';
export const NO_PENDING_CHANGE_MESSAGE = 'No email change is waiting for a code. Ask for a new code.';
export const CODE_TOO_SOON_MESSAGE =
  'You asked for a code less than a minute ago. Please wait a minute before asking again.';
export const CODE_EXPIRED_MESSAGE = 'This code has expired. Ask for a new code.';
export const TOO_MANY_TRIES_MESSAGE = 'Too many wrong codes. Ask for a new code.';
export const ADDRESS_UNAVAILABLE_MESSAGE = 'This email address cannot be used. Choose another one.';

const codeHash = (userId: string, code: string) =>
  createHash('sha256').update(`${userId}:${code}`).digest('hex');

/** Checks the password, then replaces any waiting change with this one and, when the address is free, queues its
 * code. Answers the same either way. */
export async function requestEmailChange(db: Db, user: User, input: EmailChangeInput) {
  const newEmail = input.newEmail;
  if (!user.password) throw new AppError('BAD_REQUEST', NO_PASSWORD_MESSAGE);
  if (!(await verifyPassword(user.password, input.currentPassword))) {
    throw new AppError('UNAUTHORIZED', WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  if (newEmail === user.email.toLowerCase() && user.emailVerified) {
    throw new AppError('BAD_REQUEST', SAME_EMAIL_MESSAGE);
  }
  const business = await findOwnerBusiness(db, user.id);
  if (!business) throw new AppError('CONFLICT', NO_BUSINESS_MESSAGE);

  const now = new Date();
  const taken = await db.$count(users, and(sql`lower(${users.email}) = ${newEmail}`, ne(users.id, user.id)));
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // For a taken address the request holds the hash of a code that was never made: every try is wrong.
  const hash = taken ? codeHash(user.id, randomBytes(16).toString('hex')) : codeHash(user.id, code);
  const request = {
    newEmail,
    codeHash: hash,
    attempts: 0,
    expiresAt: new Date(now.getTime() + EMAIL_CHANGE_CODE_MINUTES * 60_000),
  };
  await db.transaction(async (tx) => {
    // One code a minute per owner, for a free address or a taken one alike.
    const [saved] = await tx
      .insert(emailChangeRequests)
      .values({ userId: user.id, ...request, createdAt: now })
      .onConflictDoUpdate({
        target: emailChangeRequests.userId,
        set: { ...request, createdAt: now },
        where: lt(emailChangeRequests.createdAt, new Date(now.getTime() - CODE_INTERVAL_SECONDS * 1000)),
      })
      .returning({ userId: emailChangeRequests.userId });
    if (!saved) {
      throw new AppError('TOO_MANY_REQUESTS', CODE_TOO_SOON_MESSAGE, {
        'retry-after': String(CODE_INTERVAL_SECONDS),
      });
    }
    if (!taken) {
      await queueAccountEmail(
        tx,
        { businessId: business.id, userId: user.id, recipient: newEmail },
        { kind: EMAIL_CHANGE_CODE_KIND, payload: { code, minutes: EMAIL_CHANGE_CODE_MINUTES } },
      );
    }
  });
  if (!taken) outboxWritten(db);
}

/** Takes one try of the waiting change's code; the right one switches or verifies the address (see the file's
 * head). */
export async function confirmEmailChange(
  db: Db,
  user: User,
  input: EmailChangeConfirm,
  options: { currentToken: string | undefined; adminEmails: readonly string[] },
): Promise<User> {
  // One try is counted before the code is compared, in one statement: parallel guesses cannot exceed the limit.
  const [request] = await db
    .update(emailChangeRequests)
    .set({ attempts: sql`${emailChangeRequests.attempts} + 1` })
    .where(
      and(
        eq(emailChangeRequests.userId, user.id),
        lt(emailChangeRequests.attempts, EMAIL_CHANGE_MAX_ATTEMPTS),
        gt(emailChangeRequests.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!request) {
    const [waiting] = await db
      .select()
      .from(emailChangeRequests)
      .where(eq(emailChangeRequests.userId, user.id));
    if (!waiting) throw new AppError('BAD_REQUEST', NO_PENDING_CHANGE_MESSAGE);
    await db.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, user.id));
    throw new AppError(
      'BAD_REQUEST',
      waiting.expiresAt <= new Date() ? CODE_EXPIRED_MESSAGE : TOO_MANY_TRIES_MESSAGE,
    );
  }
  const expected = Buffer.from(request.codeHash, 'hex');
  const given = Buffer.from(codeHash(user.id, input.code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const left = EMAIL_CHANGE_MAX_ATTEMPTS - request.attempts;
    if (left === 0) {
      await db.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, user.id));
      throw new AppError('BAD_REQUEST', TOO_MANY_TRIES_MESSAGE);
    }
    throw refusal('BAD_REQUEST', 'account.emailCodeLeft', { left });
  }

  const business = await findOwnerBusiness(db, user.id);
  const verifying = request.newEmail === user.email.toLowerCase();
  try {
    const changed = await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set(verifying ? { emailVerified: true } : { email: request.newEmail, emailVerified: true })
        .where(eq(users.id, user.id));
      await tx.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, user.id));
      if (!verifying) {
        await invalidateOtherSessions(tx, user.id, options.currentToken);
        if (business) {
          await queueAccountEmail(
            tx,
            { businessId: business.id, userId: user.id, recipient: user.email },
            { kind: EMAIL_CHANGED_KIND, payload: { newEmail: request.newEmail } },
          );
        }
      }
      await grantListedAdmins(tx, options.adminEmails);
      const [row] = await tx.select().from(users).where(eq(users.id, user.id));
      return row!;
    });
    if (!verifying) outboxWritten(db);
    return changed;
  } catch (error) {
    // Another account took the address after the code was sent.
    if (isUniqueViolation(error)) {
      await db.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, user.id));
      throw new AppError('CONFLICT', ADDRESS_UNAVAILABLE_MESSAGE);
    }
    throw error;
  }
}
