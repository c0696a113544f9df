// The signed-in owner's business: the one lookup every owner endpoint scopes its queries by, and its one 404.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '#server/db/client.ts';
import { businesses } from '#server/db/schema/businesses.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { AppError } from '#shared/errors.ts';
import type { Business } from './business-context.ts';

export const NO_BUSINESS_MESSAGE = 'No business yet';

/** The 404 an owner gets before they have created their business. */
export const noBusinessYet = () => new AppError('NOT_FOUND', NO_BUSINESS_MESSAGE);

/** The owner's business, or undefined before they have created one (for routes that answer without it). */
export async function findOwnerBusiness(db: DbOrTx, userId: string): Promise<Business | undefined> {
  const [business] = await db.select().from(businesses).where(eq(businesses.userId, userId)).limit(1);
  return business;
}

/** The signed-in owner's business: 401 when signed out, 404 'No business yet' before they have created one. */
export async function requireOwnerBusiness(db: DbOrTx, request: FastifyRequest): Promise<Business> {
  const business = await findOwnerBusiness(db, requireUser(request).id);
  if (!business) throw noBusinessYet();
  return business;
}
