// Expired sessions (owners' and clients'), clients' old sign-in codes, pending two-factor sign-ins past their
// account's failure window, old sign-in attempts, day-old expired email changes and closed request-limit windows
// are deleted once at start and then every hour, so no table grows without end; deleted accounts whose clients have been told are removed, and
// orphaned image files unlinked (account-deletion.ts). Any instance may run it; the deletes are idempotent.
import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { emailChangeRequests, loginAttempts } from '#server/db/schema/accounts.ts';
import { rateLimits } from '#server/db/schema/rate-limits.ts';
import { purgeDeletedAccounts } from '#server/modules/account/account-deletion.ts';
import { deletePastChallenges } from '#server/modules/account/two-factor.service.ts';
import { deleteExpiredClientAuthRows } from '#server/modules/client-auth/client-codes.ts';
import { deleteExpiredSessions } from '#server/platform/session.ts';

export const AUTH_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/**
 * Attempts are kept a day: far longer than the 15-minute failure window that reads them, enough to look at an attack in SQL
 * while it lasts. The sign-in log lines are the lasting record.
 */
export const LOGIN_ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1000;

export async function purgeExpiredAuthRows(db: Db, now = new Date()) {
  await deleteExpiredSessions(db, now);
  await deletePastChallenges(db, now);
  await deleteExpiredClientAuthRows(db, now);
  const dayAgo = new Date(now.getTime() - LOGIN_ATTEMPT_RETENTION_MS);
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, dayAgo));
  // Kept a day past expiry, so a late code is told it expired rather than that no change is waiting.
  await db.delete(emailChangeRequests).where(lt(emailChangeRequests.expiresAt, dayAgo));
  // A closed window's next hit opens a new one whether or not its row is still there.
  await db.delete(rateLimits).where(lt(rateLimits.resetsAt, now));
}

/** Runs the clean-up when the app is ready and every AUTH_CLEANUP_INTERVAL_MS until it closes. */
export function scheduleAuthCleanup(app: FastifyInstance, db: Db, dataDir: string) {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    purgeExpiredAuthRows(db)
      .then(() => purgeDeletedAccounts(db, dataDir))
      .catch((error: unknown) => {
        // A database that is briefly unreachable must not stop the app; the next run catches up.
        app.log.warn({ err: error }, 'clean-up of expired sign-in rows and deleted accounts failed');
      });
  app.addHook('onReady', async () => {
    await run();
    // unref: a pending clean-up never keeps the process alive.
    timer = setInterval(run, AUTH_CLEANUP_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
