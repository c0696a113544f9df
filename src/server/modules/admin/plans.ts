// The subscription plans (spec part 2 §3's sample plan, tiers Starter, Business, Premium): seeded at start, listed
// in the console with how many businesses are on each. maxServices and maxBookings of -1 mean unlimited.
import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { plans } from '#server/db/schema/admin.ts';
import { businesses } from '#server/db/schema/businesses.ts';
import type { Plan } from '#shared/schemas/admin.ts';

export const UNLIMITED = -1;

export const PLAN_SEED: (typeof plans.$inferInsert)[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: '5.00',
    priceUnit: 'month',
    features: ['Online booking page', 'Automated reminders', 'Client dashboard', 'Email support'],
    maxServices: 10,
    maxBookings: 200,
    isPopular: false,
    displayOrder: 1,
  },
  {
    id: 'business',
    name: 'Business',
    price: '15.00',
    priceUnit: 'month',
    features: ['Everything in Starter', 'Team members', 'Advanced analytics', 'Payment processing'],
    maxServices: 50,
    maxBookings: 1000,
    isPopular: true,
    displayOrder: 2,
  },
  {
    id: 'premium',
    name: 'Premium',
    price: '29.00',
    priceUnit: 'month',
    features: [
      'Everything in Business',
      'Unlimited services and bookings',
      'Calendar integrations',
      'Priority support',
    ],
    maxServices: UNLIMITED,
    maxBookings: UNLIMITED,
    isPopular: false,
    displayOrder: 3,
  },
];

/** Adds the plans that are missing; an admin's later edits of an existing plan are kept. */
export async function seedPlans(db: DbOrTx) {
  await db.insert(plans).values(PLAN_SEED).onConflictDoNothing();
}

export async function listPlans(db: DbOrTx): Promise<Plan[]> {
  const rows = await db
    .select({ plan: plans, businesses: count(businesses.id) })
    .from(plans)
    .leftJoin(businesses, eq(businesses.subscriptionTier, plans.id))
    .groupBy(plans.id)
    .orderBy(asc(plans.displayOrder));
  return rows.map(({ plan: { displayOrder: _order, ...plan }, businesses: n }) => ({
    ...plan,
    businesses: n,
  }));
}
