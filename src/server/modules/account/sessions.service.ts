// The owner's active sessions, as the sessions list shows them, and signing one or all others out.
import { createHash } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sessions } from '#server/db/schema/accounts.ts';
import { hashToken } from '#server/platform/session.ts';
import { AppError } from '#shared/errors.ts';
import type { SessionInfo } from '#shared/schemas/account.ts';
import { describeDevice, describePlace } from './device.ts';

/** The id a session is shown and revoked by: derived from its stored hash, so neither the token nor the hash leaves. */
export function publicSessionId(sid: string): string {
  return createHash('sha256').update(`session-id:${sid}`).digest('hex').slice(0, 32);
}

/** The public id of the session behind a cookie token. */
export const publicSessionIdOfToken = (token: string) => publicSessionId(hashToken(token));

export async function listSessions(
  db: Db,
  userId: string,
  currentToken: string | undefined,
): Promise<SessionInfo[]> {
  const currentSid = currentToken ? hashToken(currentToken) : undefined;
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expire, new Date())))
    .orderBy(desc(sessions.lastSeenAt));
  return rows
    .map((row) => ({
      id: publicSessionId(row.sid),
      device: describeDevice(row.sess.userAgent),
      place: describePlace(row.sess.ip),
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.sid === currentSid,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * Signs out another of the user's sessions; another owner's (or an unknown) id is a 404. This device signs out
 * with Sign Out, which also clears its cookies.
 */
export async function revokeSession(
  db: Db,
  userId: string,
  id: string,
  currentToken: string | undefined,
): Promise<void> {
  const rows = await db.select({ sid: sessions.sid }).from(sessions).where(eq(sessions.userId, userId));
  const match = rows.find((row) => publicSessionId(row.sid) === id);
  if (!match) throw new AppError('NOT_FOUND', 'Session not found');
  if (currentToken && match.sid === hashToken(currentToken)) {
    throw new AppError('BAD_REQUEST', 'This is the device you are using: sign out with the Sign Out button.');
  }
  await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.sid, match.sid)));
}
