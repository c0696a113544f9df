// The signed-in owner's business as analytics, clients and notifications need it: id, zone, currency, targets.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '#server/db/client.ts';
import { businesses, type DashboardTargets } from '#server/db/schema/businesses.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { AppError } from '#shared/errors.ts';

export type OwnerBusiness = {
  id: string;
  name: string;
  timeZone: string;
  currency: string;
  targets: Partial<DashboardTargets>;
};

export const NO_BUSINESS_MESSAGE = 'No business yet';

export async function findOwnerBusiness(options: { db: DbOrTx; userId: string }) {
  const [row] = await options.db
    .select({
      id: businesses.id,
      name: businesses.name,
      timeZone: businesses.timezone,
      currency: businesses.currency,
      targets: businesses.targets,
    })
    .from(businesses)
    .where(eq(businesses.userId, options.userId))
    .limit(1);
  return row satisfies OwnerBusiness | undefined;
}

/** 401 when signed out, 404 'No business yet' before the owner has created one. */
export async function requireOwnerBusiness(options: {
  db: DbOrTx;
  request: FastifyRequest;
}): Promise<OwnerBusiness> {
  const user = requireUser(options.request);
  const business = await findOwnerBusiness({ db: options.db, userId: user.id });
  if (!business) throw new AppError('NOT_FOUND', NO_BUSINESS_MESSAGE);
  return business;
}
