// Who is a platform admin: the users.isPlatformAdmin flag, checked by every /api/admin/... route. The operator grants
// it with `npm run admin:grant -- email`; ADMIN_EMAILS grants it only to an account whose address is verified (by
// Google, or by the code sent to it: account/email-change.ts), at start and when the address is confirmed. Whoever
// registers a listed address with a password has proven nothing yet.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from '#server/db/schema/accounts.ts';
import type { User } from '#server/platform/session.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { AppError } from '#shared/errors.ts';

export const ADMIN_ONLY_MESSAGE = 'Only platform admins can do this';

async function grant(db: DbOrTx, emails: readonly string[], condition?: SQL): Promise<string[]> {
  const lower = emails.map((email) => email.trim().toLowerCase()).filter(Boolean);
  if (lower.length === 0) return [];
  const granted = await db
    .update(users)
    .set({ isPlatformAdmin: true })
    .where(and(inArray(sql`lower(${users.email})`, lower), eq(users.isPlatformAdmin, false), condition))
    .returning({ email: users.email });
  return granted.map((row) => row.email);
}

/** `npm run admin:grant`: makes the accounts with these emails (any case) platform admins; returns the emails it
 * changed. The operator's word is the proof. */
export async function grantPlatformAdmin(db: DbOrTx, emails: readonly string[]): Promise<string[]> {
  return grant(db, emails);
}

/** ADMIN_EMAILS: makes the listed accounts whose address is verified platform admins; returns the emails it changed. */
export async function grantListedAdmins(db: DbOrTx, adminEmails: readonly string[]): Promise<string[]> {
  return grant(db, adminEmails, eq(users.emailVerified, true));
}

/** The signed-in platform admin: 401 'Unauthorized' signed out, 403 for anyone else. */
export function requirePlatformAdmin(request: FastifyRequest): User {
  const user = requireUser(request);
  if (!user.isPlatformAdmin) throw new AppError('FORBIDDEN', ADMIN_ONLY_MESSAGE);
  return user;
}

/** Route `preValidation` hook: the admin check comes before the body's, so an owner never learns the shapes. */
export async function platformAdminOnly(request: FastifyRequest) {
  requirePlatformAdmin(request);
}
