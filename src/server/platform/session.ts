// Sessions per the Copenhagen Book: a random 256-bit token in the cookie, only its SHA-256 in the database.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema/accounts.ts';

export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A session's last-seen time is written at most this often (one write per session per interval, not per request). */
export const LAST_SEEN_INTERVAL_MS = 5 * 60 * 1000;

export type User = typeof users.$inferSelect;

export function sessionCookieName(production: boolean) {
  return production ? '__Host-bookwell_session' : 'bookwell_session';
}

export function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: DbOrTx,
  options: { userId: string; userAgent?: string; ip?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * DAY_MS);
  await db.insert(sessions).values({
    sid: hashToken(token),
    userId: options.userId,
    sess: { userAgent: options.userAgent?.slice(0, 300), ip: options.ip },
    expire: expiresAt,
  });
  return { token, expiresAt };
}

// Every signed-in request looks its session up, so the query is built (and, on PostgreSQL, parsed) once per db.
function prepareSessionLookup(db: Db) {
  return db
    .select({
      user: users,
      expire: sessions.expire,
      lastSeenAt: sessions.lastSeenAt,
      businessId: sessions.currentBusinessId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.sid, sql.placeholder('sid')))
    .limit(1)
    .prepare('session_lookup');
}
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

/** Returns the session's user, extending the session when it is past half its life (sliding expiry). */
export async function validateSession(
  db: Db,
  token: string,
): Promise<{ user: User; expiresAt: Date; renewed: boolean; businessId: string | null } | null> {
  const sid = hashToken(token);
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ sid });
  if (!row) return null;
  const now = Date.now();
  if (row.expire.getTime() <= now || !row.user.isActive) {
    await db.delete(sessions).where(eq(sessions.sid, sid));
    return null;
  }
  const renew = row.expire.getTime() - now < (SESSION_DAYS / 2) * DAY_MS;
  const expiresAt = renew ? new Date(now + SESSION_DAYS * DAY_MS) : row.expire;
  if (renew || now - row.lastSeenAt.getTime() >= LAST_SEEN_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ expire: expiresAt, lastSeenAt: new Date(now) })
      .where(eq(sessions.sid, sid));
  }
  return { user: row.user, expiresAt, renewed: renew, businessId: row.businessId };
}

/** When the session behind `token` began (its sign-in), or null when there is no such session. */
export async function sessionStartedAt(db: DbOrTx, token: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.sid, hashToken(token)))
    .limit(1);
  return row?.createdAt ?? null;
}

/** The business the session behind `token` acts in from now on (a person in several switches between them). */
export async function setSessionBusiness(db: DbOrTx, token: string, businessId: string) {
  await db
    .update(sessions)
    .set({ currentBusinessId: businessId })
    .where(eq(sessions.sid, hashToken(token)));
}

export async function invalidateSession(db: DbOrTx, token: string) {
  await db.delete(sessions).where(eq(sessions.sid, hashToken(token)));
}

/** Ends every session of the user except the one behind `keepToken` (password or two-factor changes). */
export async function invalidateOtherSessions(db: DbOrTx, userId: string, keepToken: string | undefined) {
  await db
    .delete(sessions)
    .where(
      keepToken
        ? and(eq(sessions.userId, userId), ne(sessions.sid, hashToken(keepToken)))
        : eq(sessions.userId, userId),
    );
}

export async function deleteExpiredSessions(db: DbOrTx, now = new Date()) {
  await db.delete(sessions).where(lt(sessions.expire, now));
}
