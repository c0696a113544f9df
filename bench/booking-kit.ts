// What the booking benches share: a business created straight in the database with the schedule it needs, and
// booking requests that each take a distinct slot.
import type autocannon from 'autocannon';
import type pg from 'pg';

export const TZ = 'America/New_York';

export type Schedule = {
  open: string;
  close: string;
  stepMinutes: number;
  noticeMinutes: number;
  windowDays: number;
};
// Open around the clock with 5-minute steps, no notice and a year's window: every request of a creation run
// can take its own slot.
export const ROUND_THE_CLOCK: Schedule = {
  open: '00:00',
  close: '24:00',
  stepMinutes: 5,
  noticeMinutes: 0,
  windowDays: 365,
};

// A salon with the product's default booking rules, open every day so a measured date is always open.
export const SALON: Schedule = {
  open: '09:00',
  close: '18:00',
  stepMinutes: 30,
  noticeMinutes: 60,
  windowDays: 30,
};

export type BenchBusiness = Awaited<ReturnType<typeof createBusiness>>;

export async function createBusiness(db: pg.Client, slug: string, staffCount: number, schedule: Schedule) {
  const { rows } = await db.query<{ id: string }>(
    `insert into users (id, email) values (gen_random_uuid(), $1) returning id`,
    [`${slug}@bench.example`],
  );
  const hours = JSON.stringify(
    [0, 1, 2, 3, 4, 5, 6].map((d) => ({
      dayOfWeek: d,
      isOpen: true,
      openTime: schedule.open,
      closeTime: schedule.close,
      breaks: [],
    })),
  );
  const rules = JSON.stringify({
    slotStepMinutes: schedule.stepMinutes,
    minNoticeMinutes: schedule.noticeMinutes,
    bookingWindowDays: schedule.windowDays,
    bufferMinutes: 0,
  });
  const business = await db.query<{ id: string }>(
    `insert into businesses (id, user_id, name, slug, timezone, business_hours, booking_rules)
     values (gen_random_uuid(), $1, $2, $2, $3, $4, $5) returning id`,
    [rows[0]!.id, slug, TZ, hours, rules],
  );
  const businessId = business.rows[0]!.id;
  const service = await db.query<{ id: string }>(
    `insert into services (id, business_id, name, price, duration) values (gen_random_uuid(), $1, 'Cut', 30, 30) returning id`,
    [businessId],
  );
  const staff = await db.query<{ id: string }>(
    `insert into team_members (id, business_id, name) select gen_random_uuid(), $1, 'Staff ' || g
     from generate_series(1, $2::int) g returning id`,
    [businessId, staffCount],
  );
  await db.query(
    `insert into team_member_services (business_id, team_member_id, service_id) select $1, id, $2 from team_members where business_id = $1`,
    [businessId, service.rows[0]!.id],
  );
  const client = await db.query<{ id: string }>(
    `insert into clients (id, business_id, first_name, phone, phone_normalized) values (gen_random_uuid(), $1, 'Bench', '5550000000', '5550000000') returning id`,
    [businessId],
  );
  return {
    businessId,
    serviceId: service.rows[0]!.id,
    staffIds: staff.rows.map((r) => r.id),
    clientId: client.rows[0]!.id,
  };
}

/** `perStaffPerDay` non-overlapping 30-minute bookings from 14:00 UTC (9:00 or 10:00 in New York) for each staff member over `days` days from `fromDay`. */
export async function fillBookings(
  db: pg.Client,
  b: BenchBusiness,
  fromDay: number,
  days: number,
  perStaffPerDay: number,
) {
  await db.query(
    `insert into bookings (id, business_id, service_id, client_id, team_member_id, appointment_date, ends_at, duration_minutes, price, status)
     select gen_random_uuid(), $1, $2, $3, m.id,
       date_trunc('day', now()) + (d || ' days')::interval + (14 * 60 + s * 45 || ' minutes')::interval,
       date_trunc('day', now()) + (d || ' days')::interval + (14 * 60 + s * 45 + 30 || ' minutes')::interval,
       30, 30, 'confirmed'
     from unnest($4::uuid[]) as m(id), generate_series($5::int, $5::int + $6::int - 1) d, generate_series(0, $7::int - 1) s`,
    [b.businessId, b.serviceId, b.clientId, b.staffIds, fromDay, days, perStaffPerDay],
  );
}

/** The body of the `i`-th public booking request for a ROUND_THE_CLOCK business: each on the next free 5-minute start
 * (with ten staff a member is free at each), with the member chosen in turn or left to the server ('Any staff'). */
export function creationBody(
  business: BenchBusiness,
  slug: string,
  chooseMember: boolean,
  i: number,
): string {
  // Every 5-minute start from 00:00 to 23:30 in turn, the last at which a 30-minute service ends by closing time.
  const startsPerDay = (24 * 60 - 30) / 5 + 1;
  const dayOffset = 2 + Math.floor(i / startsPerDay);
  const minutes = (i % startsPerDay) * 5;
  const local = new Date(Date.now() + dayOffset * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: TZ,
  });
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return JSON.stringify({
    businessSlug: slug,
    serviceId: business.serviceId,
    teamMemberId: chooseMember ? business.staffIds[i % business.staffIds.length] : undefined,
    appointmentDate: `${local}T${hh}:${mm}:00`,
    clientData: { firstName: 'Load', lastName: String(i), phone: `555${String(1000000 + i)}` },
  });
}

/** Public booking requests (creationBody) in turn. The count carries on across runs that reuse the same requests. */
export function creationRequests(
  business: BenchBusiness,
  slug: string,
  chooseMember: boolean,
): autocannon.Request[] {
  let n = 0;
  return [
    {
      method: 'POST' as const,
      path: '/api/bookings',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req: autocannon.Request) => {
        req.body = creationBody(business, slug, chooseMember, n++);
        return req;
      },
    },
  ];
}
