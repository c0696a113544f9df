// Who is a platform admin: the users.isPlatformAdmin flag, granted by ADMIN_EMAILS (at start and at sign-in) or by
// `npm run admin:grant -- email`, and checked by every /api/admin/... route.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from '#server/db/schema/accounts.ts';
import type { User } from '#server/modules/auth/session.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { AppError } from '#shared/errors.ts';

export const ADMIN_ONLY_MESSAGE = 'Only platform admins can do this';

/** Makes the accounts with these emails (any case) platform admins; returns the emails it changed. */
export async function grantPlatformAdmin(db: DbOrTx, emails: readonly string[]): Promise<string[]> {
  const lower = emails.map((email) => email.trim().toLowerCase()).filter(Boolean);
  if (lower.length === 0) return [];
  const granted = await db
    .update(users)
    .set({ isPlatformAdmin: true })
    .where(and(inArray(sql`lower(${users.email})`, lower), eq(users.isPlatformAdmin, false)))
    .returning({ email: users.email });
  return granted.map((row) => row.email);
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
