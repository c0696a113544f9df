// Deleting an owner's account. At once, in one transaction: the upcoming bookings are cancelled with the clients'
// cancellation notices queued and the deposits paid for them through Stripe marked to go back, the business
// leaves the public pages (its booking page answers 404), the user is signed out everywhere and can no longer sign
// in. The rows themselves (the user, the business and everything under it) are removed in one transaction once
// those notices have gone out — the outbox renders them from the booking rows — and the deposits are back and no
// checkout is still open (the Stripe sweep ends a cancelled hold's within minutes), or after DELETION_GRACE_MS
// whatever their state. Image files are unlinked after that commit, and a sweep of files without an upload row
// retries any that could not be. Until then everything that reaches the business without its owner's session
// (client sessions, manage links, calendar feeds, images) refuses it (businesses/business-open.ts).
import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, gt, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema/accounts.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { businesses, uploads } from '#server/db/schema/businesses.ts';
import { recordBookingChange } from '#server/modules/booking-changes/booking-changes.service.ts';
import { markRefundDue, refundsDue } from '#server/modules/stripe/checkout.service.ts';
import { uploadsDirOf } from '#server/modules/uploads/uploads.service.ts';
import { findOwnerBusiness } from '#server/platform/owner-business.ts';
import { verifyPassword } from '#server/platform/password.ts';
import type { SecretBox } from '#server/platform/secret-box.ts';
import type { User } from '#server/platform/session.ts';
import { AppError } from '#shared/errors.ts';
import type { DeleteAccountInput } from '#shared/schemas/account.ts';
import { consumeSecondFactor, INVALID_CODE_MESSAGE } from './two-factor.service.ts';

export const WRONG_PASSWORD_MESSAGE = 'Password is incorrect';
export const CODE_REQUIRED_MESSAGE = 'Please enter the verification code from your authenticator app';
export const CLOSED_BUSINESS_REASON = 'The business has closed its account';
/** A deleted account's rows are removed by then even if some client notices are still being retried. */
export const DELETION_GRACE_MS = 3 * 24 * 60 * 60 * 1000;
/** A file without an upload row this old is an orphan (a fresh upload writes its file just before its row). */
export const ORPHAN_FILE_AGE_MS = 60 * 60 * 1000;

/** Checks the password (and the second factor when on), then closes the account as described above. */
export async function closeAccount(db: Db, box: SecretBox, user: User, input: DeleteAccountInput) {
  if (!user.password || !(await verifyPassword(user.password, input.password))) {
    throw new AppError('UNAUTHORIZED', WRONG_PASSWORD_MESSAGE);
  }
  if (user.twoFactorEnabled) {
    if (!input.code) throw new AppError('BAD_REQUEST', CODE_REQUIRED_MESSAGE);
    if (!(await consumeSecondFactor(db, box, user, input.code)))
      throw new AppError('BAD_REQUEST', INVALID_CODE_MESSAGE);
  }
  const now = new Date();
  let refundDue = false;
  await db.transaction(async (tx) => {
    const business = await findOwnerBusiness(tx, user.id);
    if (business) {
      const upcoming = and(
        eq(bookings.businessId, business.id),
        inArray(bookings.status, ['pending', 'pending_payment', 'confirmed']),
        gt(bookings.appointmentDate, now),
      );
      const cancelled = await tx
        .select({ id: bookings.id, appointmentDate: bookings.appointmentDate, status: bookings.status })
        .from(bookings)
        .where(upcoming)
        .for('update');
      await tx
        .update(bookings)
        .set({ status: 'cancelled', cancellationReason: CLOSED_BUSINESS_REASON })
        .where(upcoming);
      for (const booking of cancelled) {
        await recordBookingChange(tx, {
          booking: {
            id: booking.id,
            businessId: business.id,
            startsAt: booking.appointmentDate,
            timeZone: business.timezone,
          },
          actor: { kind: 'system' },
          action: 'cancelled',
          fromStatus: booking.status,
          toStatus: 'cancelled',
          details: { cancellationReason: CLOSED_BUSINESS_REASON },
        });
        // The business cancelled, whatever its policy: a paid deposit goes back.
        if (await markRefundDue(tx, booking, 0, now)) refundDue = true;
      }
      await tx.update(businesses).set({ isActive: false }).where(eq(businesses.id, business.id));
    }
    await tx
      .update(users)
      .set({ isActive: false, deletionRequestedAt: new Date() })
      .where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
  });
  if (refundDue) refundsDue(db);
}

/**
 * Removes the deleted accounts that are due (all their client notices delivered, given up or skipped, their
 * deposits given back and no checkout open; or past the grace period), then sweeps orphaned image files.
 * `userId` limits it to one account (right after closing).
 */
export async function purgeDeletedAccounts(
  db: Db,
  dataDir: string,
  options: { now?: Date; userId?: string } = {},
) {
  const now = options.now ?? new Date();
  const nothingPending = sql`not exists (select 1 from outbox o join businesses b on b.id = o.business_id
    where b.user_id = ${users.id} and o.status = 'queued')
    and not exists (select 1 from stripe_checkouts sc join businesses b on b.id = sc.business_id
      where b.user_id = ${users.id} and (sc.status = 'open' or sc.refund_status = 'due'))`;
  const due = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNotNull(users.deletionRequestedAt),
        options.userId ? eq(users.id, options.userId) : undefined,
        or(nothingPending, lt(users.deletionRequestedAt, new Date(now.getTime() - DELETION_GRACE_MS))),
      ),
    );
  for (const { id } of due) {
    const files = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ fileName: uploads.fileName })
        .from(uploads)
        .where(eq(uploads.userId, id));
      // Everything else goes with the user: each table references the user or the business with ON DELETE CASCADE.
      await tx.delete(users).where(and(eq(users.id, id), isNotNull(users.deletionRequestedAt)));
      return rows.map((row) => row.fileName);
    });
    // A file that cannot go now is an orphan the sweep below (and every later one) retries.
    await Promise.all(files.map((name) => unlink(join(uploadsDirOf(dataDir), name)).catch(() => {})));
  }
  await sweepOrphanFiles(db, dataDir, now);
  return due.length;
}

/** Unlinks image files that no upload row names and that are older than ORPHAN_FILE_AGE_MS. */
export async function sweepOrphanFiles(db: Db, dataDir: string, now = new Date()) {
  const dir = uploadsDirOf(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  if (names.length === 0) return;
  const known = new Set<string>();
  for (let i = 0; i < names.length; i += 500) {
    const batch = names.slice(i, i + 500);
    const rows = await db
      .select({ fileName: uploads.fileName })
      .from(uploads)
      .where(inArray(uploads.fileName, batch));
    for (const row of rows) known.add(row.fileName);
  }
  for (const name of names) {
    if (known.has(name)) continue;
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (info?.isFile() && now.getTime() - info.mtimeMs > ORPHAN_FILE_AGE_MS)
      await unlink(path).catch(() => {});
  }
}
