// The Overview and Revenue tabs: businesses by status, new this month, bookings this month, and the platform's
// revenue from subscriptions (active owners' plans, a yearly one counted a twelfth a month) and from website
// commissions (completed website projects at the commission rate in the settings). Months are UTC months.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { PLAN_PRICES } from '#server/modules/account/billing.service.ts';
import { getPlatformSettings } from '#server/platform/platform-settings.ts';
import { queryRows } from '#server/platform/sql.ts';
import type { AdminOverview, AdminRevenue } from '#shared/schemas/admin.ts';

/** An owner's subscription as a monthly amount (users row `u`). */
const MONTHLY_SUBSCRIPTION = sql.raw(`case when u.subscription_type ~* '(annual|year)'
  then coalesce(u.subscription_price, ${PLAN_PRICES.year}) / 12
  else coalesce(u.subscription_price, ${PLAN_PRICES.month}) end`);

const REVENUE_MONTHS = 6;

/** 2-decimal text of the sum of two money texts. */
function addMoney(a: string, b: string): string {
  return ((Math.round(Number(a) * 100) + Math.round(Number(b) * 100)) / 100).toFixed(2);
}

export async function adminOverview(db: DbOrTx): Promise<AdminOverview> {
  const { commissionRate } = await getPlatformSettings(db);
  const [row] = await queryRows<{
    total: number;
    active: number;
    pending: number;
    suspended: number;
    inactive: number;
    new_this_month: number;
    bookings_this_month: number;
    subscriptions: string;
    commissions: string;
    open_support: number;
  }>(
    db,
    sql`select
      (select count(*)::int from businesses) as total,
      (select count(*)::int from businesses where status = 'active') as active,
      (select count(*)::int from businesses where status = 'pending') as pending,
      (select count(*)::int from businesses where status = 'suspended') as suspended,
      (select count(*)::int from businesses where status = 'inactive') as inactive,
      (select count(*)::int from businesses where created_at >= date_trunc('month', now())) as new_this_month,
      (select count(*)::int from bookings where created_at >= date_trunc('month', now())
        and status <> 'cancelled') as bookings_this_month,
      (select coalesce(sum(${MONTHLY_SUBSCRIPTION}), 0)::numeric(14, 2)::text from users u
        where u.subscription_status = 'active') as subscriptions,
      (select coalesce(sum(p.pricing * ${commissionRate}::numeric / 100), 0)::numeric(14, 2)::text
        from website_projects p where p.status = 'completed') as commissions,
      (select count(*)::int from support_requests where status = 'open') as open_support`,
  );
  const r = row!;
  return {
    businesses: {
      total: r.total,
      active: r.active,
      pending: r.pending,
      suspended: r.suspended,
      inactive: r.inactive,
      newThisMonth: r.new_this_month,
    },
    bookingsThisMonth: r.bookings_this_month,
    revenue: {
      subscriptions: r.subscriptions,
      websiteCommissions: r.commissions,
      total: addMoney(r.subscriptions, r.commissions),
    },
    openSupportRequests: r.open_support,
  };
}

export async function adminRevenue(db: DbOrTx): Promise<AdminRevenue> {
  const { commissionRate } = await getPlatformSettings(db);
  // Per month: the subscriptions that ran in it, and the projects completed in it (their last change).
  const months = await queryRows<{ month: string; subscriptions: string; commissions: string }>(
    db,
    sql`with m as (
        select generate_series(date_trunc('month', now()) - interval '${sql.raw(String(REVENUE_MONTHS - 1))} months',
          date_trunc('month', now()), interval '1 month') as start
      )
      select to_char(m.start, 'YYYY-MM') as month,
        (select coalesce(sum(${MONTHLY_SUBSCRIPTION}), 0)::numeric(14, 2)::text from users u
          where u.subscription_status in ('active', 'cancelled', 'expired')
            and coalesce(u.subscription_start_date, u.created_at) < m.start + interval '1 month'
            and (u.subscription_end_date is null or u.subscription_end_date >= m.start)
            and (u.subscription_status = 'active' or u.subscription_end_date is not null)) as subscriptions,
        (select coalesce(sum(p.pricing * ${commissionRate}::numeric / 100), 0)::numeric(14, 2)::text
          from website_projects p where p.status = 'completed'
            and p.updated_at >= m.start and p.updated_at < m.start + interval '1 month') as commissions
      from m order by m.start`,
  );
  const byTier = await queryRows<{ tier: string; businesses: number; subscriptions: string }>(
    db,
    sql`select b.subscription_tier as tier, count(*)::int as businesses,
        coalesce(sum(case when u.subscription_status = 'active' then ${MONTHLY_SUBSCRIPTION} end), 0)::numeric(14, 2)::text
          as subscriptions
      from businesses b join users u on u.id = b.user_id
      group by b.subscription_tier order by b.subscription_tier`,
  );
  const top = await queryRows<{ id: string; name: string; commission: string }>(
    db,
    sql`select b.id::text as id, b.name,
        sum(p.pricing * ${commissionRate}::numeric / 100)::numeric(14, 2)::text as commission
      from website_projects p join businesses b on b.id = p.business_id
      where p.status = 'completed'
      group by b.id, b.name order by sum(p.pricing) desc, b.name limit 5`,
  );
  return {
    months: months.map((m) => ({
      month: m.month,
      subscriptions: m.subscriptions,
      websiteCommissions: m.commissions,
      total: addMoney(m.subscriptions, m.commissions),
    })),
    byTier,
    topBusinesses: top.map((t) => ({ id: t.id, name: t.name, commissionGenerated: t.commission })),
  };
}
