// A client's signed-in session on one business's client dashboard (issue 14). Separate from the owner's session:
// its own cookie and table, so an owner's session never counts as a client's and the reverse. One client session
// per browser: signing in to another business's dashboard replaces it (see docs/decisions/013-client-sign-in.md).
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '#server/db/client.ts';
import { clientSessions, clients } from '#server/db/schema/bookings.ts';
import { businesses } from '#server/db/schema/businesses.ts';
import { businessIsOpen } from '#server/platform/business-open.ts';
import { hashToken } from '#server/platform/session.ts';
import { AppError } from '#shared/errors.ts';
import { CLIENT_SIGNED_IN_HINT_COOKIE } from '#shared/signed-in-hint.ts';

export const CLIENT_SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export function clientCookieName(production: boolean) {
  return production ? '__Host-bookwell_client' : 'bookwell_client';
}

export type SignedInClient = typeof clients.$inferSelect;

/** Starts a client session and sets its cookie (HttpOnly, SameSite=Lax, 30 days) with the page-readable hint. */
export async function startClientSession(
  db: DbOrTx,
  reply: FastifyReply,
  options: { clientId: string; production: boolean },
) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + CLIENT_SESSION_DAYS * DAY_MS);
  await db.insert(clientSessions).values({ clientId: options.clientId, token: hashToken(token), expiresAt });
  const cookie = { path: '/', sameSite: 'lax' as const, secure: options.production, expires: expiresAt };
  reply.setCookie(clientCookieName(options.production), token, { ...cookie, httpOnly: true });
  reply.setCookie(CLIENT_SIGNED_IN_HINT_COOKIE, '1', { ...cookie, httpOnly: false });
}

/** Clears the hint of a session that is gone (ended, expired, erased), once. */
export function clearClientHint(request: FastifyRequest, reply: FastifyReply) {
  if (request.cookies[CLIENT_SIGNED_IN_HINT_COOKIE])
    reply.clearCookie(CLIENT_SIGNED_IN_HINT_COOKIE, { path: '/' });
}

/** The client signed in by this request's cookie, or null (no cookie, unknown, expired or erased client, or a
 * business whose owner deleted the account). */
export async function findSignedInClient(
  db: DbOrTx,
  request: FastifyRequest,
  production: boolean,
): Promise<SignedInClient | null> {
  const token = request.cookies[clientCookieName(production)];
  if (!token) return null;
  const [row] = await db
    .select({ client: clients })
    .from(clientSessions)
    .innerJoin(clients, eq(clients.id, clientSessions.clientId))
    .innerJoin(businesses, eq(businesses.id, clients.businessId))
    .where(
      and(
        eq(clientSessions.token, hashToken(token)),
        gt(clientSessions.expiresAt, new Date()),
        isNull(clients.erasedAt),
        businessIsOpen(),
      ),
    )
    .limit(1);
  return row?.client ?? null;
}

/**
 * The signed-in client (their business is `client.businessId`), or 401 'Please sign in'; with `reply`, the 401 also
 * clears a signed-in hint left from a session that is gone.
 */
export async function requireClient(
  db: DbOrTx,
  request: FastifyRequest,
  production: boolean,
  reply?: FastifyReply,
) {
  const client = await findSignedInClient(db, request, production);
  if (!client) {
    if (reply) clearClientHint(request, reply);
    throw new AppError('UNAUTHORIZED', 'Please sign in');
  }
  return client;
}

/** Ends this browser's client session (the row and the cookie). */
export async function endClientSession(
  db: DbOrTx,
  request: FastifyRequest,
  reply: FastifyReply,
  production: boolean,
) {
  const name = clientCookieName(production);
  const token = request.cookies[name];
  if (token) await db.delete(clientSessions).where(eq(clientSessions.token, hashToken(token)));
  reply.clearCookie(name, { path: '/' });
  reply.clearCookie(CLIENT_SIGNED_IN_HINT_COOKIE, { path: '/' });
}
