// Reads for the client list, its summary cards and a client's booking history, with every figure in SQL.
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { monthRange } from '#server/modules/analytics/periods.ts';
import { LIVE_STATUSES_SQL } from '#server/modules/availability/schedule-data.ts';
import { BOOKING_AMOUNT_SQL, countsAsBooking, epochMs, queryRows } from '#server/platform/sql.ts';
import { bookingServiceName } from '#server/platform/visit-name.ts';
import { decimalToCents, formatCents } from '#shared/domain/money.ts';
import { ACTIVE_CLIENT_DAYS, type ClientItem, type ListClientsQuery } from '#shared/schemas/client.ts';

const DAY_MS = 86_400_000;

type ClientRow = {
  id: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string | null;
  date_of_birth: string | null;
  tags: string[] | null;
  notes: string | null;
  marketing_consent: boolean;
  created_at: number;
  bookings_count: number;
  last_visit: number | null;
  next_visit: number | null;
  total_spent: string;
  no_shows: number;
  is_active: boolean;
  matched: number;
};

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function toClientItem(row: ClientRow): ClientItem {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    email: row.email,
    dateOfBirth: row.date_of_birth,
    tags: row.tags ?? [],
    notes: row.notes,
    marketingConsent: row.marketing_consent,
    createdAt: new Date(row.created_at).toISOString(),
    bookingsCount: row.bookings_count,
    lastVisit: iso(row.last_visit),
    nextVisit: iso(row.next_visit),
    totalSpent: formatCents(decimalToCents(row.total_spent)),
    noShows: row.no_shows,
    status: row.is_active ? 'active' : 'inactive',
  };
}

/** LIKE pattern for "contains", with the user's % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchCondition(search: string | undefined): SQL {
  const text = search?.trim();
  if (!text) return sql``;
  const pattern = containsPattern(text);
  // '555 123', '(555)123' and '555-123' all find 5551234567: phone search also runs on the digits alone.
  const digits = text.replace(/\D/g, '');
  const byDigits = digits.length >= 3 ? sql`or c.phone_normalized like ${containsPattern(digits)}` : sql``;
  return sql`and (c.first_name || ' ' || c.last_name ilike ${pattern}
    or c.last_name || ' ' || c.first_name ilike ${pattern}
    or c.email ilike ${pattern} or c.phone ilike ${pattern} ${byDigits})`;
}

// Qualified with `listed.` so they sort the typed columns, not the same-named text/epoch outputs.
const ORDER: Record<ListClientsQuery['sort'], SQL> = {
  name: sql`lower(listed.first_name), lower(listed.last_name), listed.id`,
  recent: sql`listed.last_visit desc nulls last, listed.created_at desc, listed.id`,
  spend: sql`listed.total_spent desc, lower(listed.first_name), lower(listed.last_name), listed.id`,
};

/**
 * Non-erased clients of the business with their figures. A visit is a completed appointment or a past live one
 * (LIVE_STATUSES); no-shows and cancellations are not visits. Active: a visit in the last 90 days or an upcoming
 * live booking, one awaiting its deposit included.
 */
export async function selectClientItems(options: {
  db: DbOrTx;
  businessId: string;
  /** A staff member's view: only the clients of their own bookings, with the figures of those bookings. */
  teamMemberId?: string;
  now: Date;
  clientId?: string;
  search?: string;
  status?: 'all' | 'active' | 'inactive';
  sort?: ListClientsQuery['sort'];
  limit?: number | null;
  offset?: number;
}): Promise<{ items: ClientItem[]; matched: number }> {
  const { db, businessId, now } = options;
  const activeSince = new Date(now.getTime() - ACTIVE_CLIENT_DAYS * DAY_MS);
  const byId = options.clientId ? sql`and c.id = ${options.clientId}` : sql``;
  const member = options.teamMemberId;
  const theirs = member
    ? sql`and exists (select 1 from bookings m where m.client_id = c.id and m.business_id = ${businessId}
        and m.team_member_id = ${member})`
    : sql``;
  const theirBookings = member ? sql`and b.team_member_id = ${member}` : sql``;
  const byStatus =
    options.status === 'active'
      ? sql`where is_active`
      : options.status === 'inactive'
        ? sql`where not is_active`
        : sql``;
  const limit = options.limit === null ? sql`` : sql`limit ${options.limit ?? 500}`;
  const rows = await queryRows<ClientRow>(
    db,
    // The clients first, then the figures of those found only: a search reads the bookings of the few clients it
    // finds (by bookings_client_date_idx), not every booking the business ever had (docs/scale-path.md).
    sql`with found as (
        select c.id, c.first_name, c.last_name, c.phone, c.email, c.date_of_birth, c.tags, c.notes,
          c.marketing_consent, c.created_at
        from clients c
        where c.business_id = ${businessId} and c.erased_at is null ${byId} ${theirs}
          ${searchCondition(options.search)}
      ), stats as (
        select b.client_id,
          count(*) filter (where ${countsAsBooking(sql`b.status`)}) as bookings_count,
          max(b.appointment_date) filter (where b.status = 'completed'
            or (b.status in ${LIVE_STATUSES_SQL} and b.appointment_date <= ${now})) as last_visit,
          min(b.appointment_date) filter (where b.status in ${LIVE_STATUSES_SQL}
            and b.appointment_date > ${now}) as next_visit,
          coalesce(sum(${BOOKING_AMOUNT_SQL}) filter (where b.status = 'completed'), 0) as total_spent,
          count(*) filter (where b.status = 'no_show') as no_shows
        from bookings b
        where b.business_id = ${businessId} and b.client_id in (select id from found) ${theirBookings}
        group by b.client_id
      ), listed as (
        select c.*, coalesce(s.bookings_count, 0) as bookings_count, s.last_visit, s.next_visit,
          coalesce(s.total_spent, 0) as total_spent, coalesce(s.no_shows, 0) as no_shows,
          (coalesce(s.last_visit >= ${activeSince}, false) or s.next_visit is not null) as is_active
        from found c left join stats s on s.client_id = c.id
      )
      select id::text, first_name, last_name, phone, email, date_of_birth::text as date_of_birth,
        to_json(tags) as tags, notes, marketing_consent, ${epochMs(sql`created_at`)} as created_at,
        bookings_count::int as bookings_count, ${epochMs(sql`last_visit`)} as last_visit,
        ${epochMs(sql`next_visit`)} as next_visit, total_spent::text as total_spent,
        no_shows::int as no_shows, is_active, (count(*) over ())::int as matched
      from listed ${byStatus}
      order by ${ORDER[options.sort ?? 'name']}
      ${limit} offset ${options.offset ?? 0}`,
  );
  return { items: rows.map(toClientItem), matched: rows[0]?.matched ?? 0 };
}

/** The stats cards: all non-erased clients, whatever the list's filters. */
export async function getClientsSummary(options: {
  db: DbOrTx;
  businessId: string;
  /** A staff member's view: the clients of their own bookings, the average of their own completed bookings. */
  teamMemberId?: string;
  timeZone: string;
  now: Date;
}) {
  const { db, businessId, now, teamMemberId } = options;
  const theirs = teamMemberId
    ? sql`and exists (select 1 from bookings m where m.client_id = clients.id and m.business_id = ${businessId}
        and m.team_member_id = ${teamMemberId})`
    : sql``;
  const average = teamMemberId
    ? sql`(select coalesce(round(avg(${BOOKING_AMOUNT_SQL}), 2), 0)::text from bookings b
        where b.business_id = ${businessId} and b.team_member_id = ${teamMemberId} and b.status = 'completed')`
    : // Every completed booking counts, erased clients' too: it is money the business took. From the running
      // totals (the bookings' own coalesce(paid_amount, price)), not a scan of every booking (docs/scale-path.md).
      sql`(select coalesce(round(sum(t.amount) / nullif(sum(t.bookings), 0), 2), 0)::text from booking_totals t
        where t.business_id = ${businessId} and t.status = 'completed')`;
  const month = monthRange({ now, timeZone: options.timeZone });
  const activeSince = new Date(now.getTime() - ACTIVE_CLIENT_DAYS * DAY_MS);
  const [row] = await queryRows<{ total: number; active: number; new_this_month: number; average: string }>(
    db,
    sql`select
      (select count(*)::int from clients where business_id = ${businessId} and erased_at is null ${theirs}) as total,
      (select count(*)::int from clients where business_id = ${businessId} and erased_at is null ${theirs}
        and exists (select 1 from bookings b where b.client_id = clients.id and b.business_id = ${businessId} and (
          (b.appointment_date >= ${activeSince} and (b.status = 'completed'
            or (b.status in ${LIVE_STATUSES_SQL} and b.appointment_date <= ${now})))
          or (b.status in ${LIVE_STATUSES_SQL} and b.appointment_date > ${now})))) as active,
      (select count(*)::int from clients where business_id = ${businessId} and erased_at is null ${theirs}
        and created_at >= ${month.start} and created_at < ${month.end}) as new_this_month,
      ${average} as average`,
  );
  return {
    total: row?.total ?? 0,
    active: row?.active ?? 0,
    newThisMonth: row?.new_this_month ?? 0,
    averageSpend: formatCents(decimalToCents(row?.average ?? '0')),
  };
}

type BookingRow = {
  id: string;
  at: number;
  duration_minutes: number;
  status: string;
  price: string;
  amount: string;
  notes: string | null;
  service_id: string;
  service_name: string;
  staff_id: string;
  staff_name: string;
};

/** A client's bookings, newest first, with service and staff names (archived ones included: it is history). */
export async function listClientBookings(options: {
  db: DbOrTx;
  businessId: string;
  clientId: string;
  /** A staff member's view: their own bookings of the client only. */
  teamMemberId?: string;
}) {
  const rows = await queryRows<BookingRow>(
    options.db,
    sql`select b.id::text, ${epochMs(sql`b.appointment_date`)} as at, b.duration_minutes, b.status,
        b.price::text as price, (${BOOKING_AMOUNT_SQL})::text as amount, b.notes,
        s.id::text as service_id, ${bookingServiceName(sql`b.id`, sql`s.name`)} as service_name, t.id::text as staff_id, t.name as staff_name
      from bookings b
      join services s on s.id = b.service_id
      join team_members t on t.id = b.team_member_id
      where b.business_id = ${options.businessId} and b.client_id = ${options.clientId}
        ${options.teamMemberId ? sql`and b.team_member_id = ${options.teamMemberId}` : sql``}
      order by b.appointment_date desc, b.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    appointmentDate: new Date(row.at).toISOString(),
    durationMinutes: row.duration_minutes,
    status: row.status,
    price: formatCents(decimalToCents(row.price)),
    amount: formatCents(decimalToCents(row.amount)),
    notes: row.notes,
    service: { id: row.service_id, name: row.service_name },
    staff: { id: row.staff_id, name: row.staff_name },
  }));
}
