// Writes new bookings in batches. A booking that reaches the write while an earlier batch is in flight waits for
// it and goes with the others that arrived meanwhile, as one statement: one round trip, one run of the analytics
// trigger and one commit for all of them. Under a rush those are most of a booking's cost; a booking on its own
// is written at once, as a batch of one. A booking is left out, with nothing of it written, when its business's
// schedule (businesses.schedule_version) changed since it was checked or a booking written meanwhile has taken
// its time; two bookings of one batch never overlap (the later waits for the next batch). A batch goes in whole
// or not at all: one that fails anyway (another process writing the same time at the same moment) is written
// again booking by booking, side by side, so that only the one at fault gets the error.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { compileStatement, runCompiled } from '#server/db/client.ts';
import { LIVE_STATUSES_SQL } from '#server/modules/availability/schedule-data.ts';
import { type MilestoneTotals, milestoneTotalsColumns } from '#server/modules/notifications/milestones.ts';
import { newBookingMessagesInsert } from '#server/modules/outbox/booking-messages.ts';
import { outboxWritten } from '#server/modules/outbox/wake.ts';

/** A new booking with its client's details, its 'created' history event and the owner's notification, if any.
 * Its messages (the client's confirmation and reminders, the owner's push with the notification's text) are
 * written by the same statement, unless it waits for its payment (stripe/checkout-events.ts sends them then). */
export type NewBooking = {
  id: string;
  businessId: string;
  /** The business's schedule version the booking was checked against. */
  scheduleVersion: number;
  serviceId: string;
  teamMemberId: string;
  startsAt: Date;
  endsAt: Date;
  durationMinutes: number;
  price: string;
  notes: string | null;
  source: string;
  idempotencyKey: string | null;
  /** 'pending_payment' holds the slot for a deposit (decision 017): no messages until the payment confirms it. */
  status: 'confirmed' | 'pending_payment';
  client: {
    /** The id a client new to the business gets. */
    newId: string;
    firstName: string;
    lastName: string;
    phone: string;
    phoneNormalized: string;
    email: string | null;
  };
  event: { id: string; details: Record<string, unknown>; actorUserId: string | null };
  notification: { id: string; message: string; data: Record<string, unknown> } | null;
  /** The confirmation email's link to the page that manages this booking (client-portal/manage-link.ts). */
  manageLink: string;
};

export type WrittenBooking = {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  /** The client as stored: the owner's record, for the owner's eyes only. */
  client: { id: string; firstName: string; lastName: string; phone: string; email: string | null };
  memberName: string | null;
  /** The business's milestone figures including this batch's bookings. */
  totals: MilestoneTotals;
};

/** Written, or left out: 'stale' when the business's schedule changed since the booking was checked, 'taken'
 * when a booking written since has taken its member at that time. */
export type WriteOutcome = WrittenBooking | 'stale' | 'taken';

type Waiting = {
  booking: NewBooking;
  resolve: (outcome: WriteOutcome) => void;
  reject: (error: unknown) => void;
};
type Queue = { waiting: Waiting[]; writing: boolean };

const MAX_BATCH = 64;
const queues = new WeakMap<Db, Queue>();

/**
 * Writes the booking, its client (one per normalised phone in a business: found, and left exactly as the owner
 * keeps it, or created with the details sent), its event and notification, all or nothing. Nothing is written when it
 * is left out (see WriteOutcome). Rejects with the database's error when the booking cannot be written, e.g.
 * when a booking another process is writing at the same moment takes its time (the no-overlap constraint).
 */
export function writeBooking(db: Db, booking: NewBooking): Promise<WriteOutcome> {
  let queue = queues.get(db);
  if (!queue) {
    queue = { waiting: [], writing: false };
    queues.set(db, queue);
  }
  const target = queue;
  return new Promise((resolve, reject) => {
    target.waiting.push({ booking, resolve, reject });
    if (!target.writing) void drain(db, target);
  });
}

async function drain(db: Db, queue: Queue) {
  queue.writing = true;
  while (queue.waiting.length > 0) await writeBatch(db, takeBatch(queue.waiting));
  queue.writing = false;
}

/** The next batch from `waiting` (which keeps the rest, in order): a booking that overlaps an earlier one of the
 * batch for the same member waits for the next batch, where the earlier one's outcome decides it. */
function takeBatch(waiting: Waiting[]): Waiting[] {
  const batch: Waiting[] = [];
  const rest: Waiting[] = [];
  for (const w of waiting) {
    const { teamMemberId, startsAt, endsAt } = w.booking;
    const clash = batch.some(
      ({ booking: other }) =>
        other.teamMemberId === teamMemberId && other.startsAt < endsAt && startsAt < other.endsAt,
    );
    (clash || batch.length >= MAX_BATCH ? rest : batch).push(w);
  }
  waiting.splice(0, waiting.length, ...rest);
  return batch;
}

async function writeBatch(db: Db, batch: Waiting[]) {
  try {
    const written = await insertBatch(
      db,
      batch.map((w) => w.booking),
    );
    for (const w of batch) w.resolve(written.get(w.booking.id)!);
    outboxWritten(db);
  } catch (error) {
    if (batch.length === 1) {
      batch[0]!.reject(error);
      return;
    }
    await Promise.all(batch.map((w) => writeBatch(db, [w])));
  }
}

/** One per input booking; `id` and the rest are null when it was left out. */
type Row = MilestoneTotals & {
  bookingId: string;
  current: boolean;
  status: NewBooking['status'];
  id: string | null;
  businessId: string;
  createdAt: Date;
  updatedAt: Date;
  clientId: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string | null;
  memberName: string | null;
};

/** The input records' columns, in the order of `record`. */
const INPUT_COLUMNS: SQL = sql.raw(`ord int, id uuid, business_id uuid, schedule_version int, service_id uuid,
    team_member_id uuid,
    starts_at timestamptz, ends_at timestamptz, duration_minutes int, price numeric, notes text, source text,
    idempotency_key text, status text, client_id uuid, first_name text, last_name text, phone text, phone_normalized text,
    email text, event_id uuid, details jsonb, actor_user_id uuid, notification_id uuid, message text, data jsonb,
    manage_link text`);

function record(booking: NewBooking, ord: number) {
  const { client, event, notification } = booking;
  return {
    ord,
    id: booking.id,
    business_id: booking.businessId,
    schedule_version: booking.scheduleVersion,
    service_id: booking.serviceId,
    team_member_id: booking.teamMemberId,
    starts_at: booking.startsAt.toISOString(),
    ends_at: booking.endsAt.toISOString(),
    duration_minutes: booking.durationMinutes,
    price: booking.price,
    notes: booking.notes,
    source: booking.source,
    idempotency_key: booking.idempotencyKey,
    status: booking.status,
    client_id: client.newId,
    first_name: client.firstName,
    last_name: client.lastName,
    phone: client.phone,
    phone_normalized: client.phoneNormalized,
    email: client.email,
    event_id: event.id,
    details: event.details,
    actor_user_id: event.actorUserId,
    notification_id: notification?.id ?? null,
    message: notification?.message ?? null,
    data: notification?.data ?? null,
    manage_link: booking.manageLink,
  };
}

const INSERT_BATCH = compileStatement(
  sql`with input as (
      select * from json_to_recordset(${sql.placeholder('records')}::json) as i(${INPUT_COLUMNS})
    ), checked as (
      select i.*,
        i.schedule_version = (select schedule_version from businesses where id = i.business_id) as current,
        exists (select 1 from bookings b where b.team_member_id = i.team_member_id
          and b.status in ${LIVE_STATUSES_SQL}
          and tstzrange(b.appointment_date, b.ends_at, '[)') && tstzrange(i.starts_at, i.ends_at, '[)')) as taken
      from input i
    ), valid as (
      select * from checked where current and not taken
    ), client as (
      insert into clients (id, business_id, first_name, last_name, phone, phone_normalized, email)
      select distinct on (i.business_id, i.phone_normalized) i.client_id, i.business_id, i.first_name,
        i.last_name, i.phone, i.phone_normalized, i.email
      from valid i
      order by i.business_id, i.phone_normalized, i.ord desc
      -- A no-op update, so that a known client comes back in returning ('do nothing' returns no row, also when
      -- another process adds the client at this moment). A booking never changes a client: anyone may type a
      -- known phone.
      on conflict (business_id, phone_normalized) where erased_at is null do update set
        first_name = clients.first_name
      returning id, business_id, phone_normalized, first_name, last_name, phone, email, preferences
    ), booking as (
      insert into bookings (id, business_id, service_id, client_id, team_member_id, appointment_date, ends_at,
        duration_minutes, price, status, notes, source, idempotency_key)
      select i.id, i.business_id, i.service_id, c.id, i.team_member_id, i.starts_at, i.ends_at,
        i.duration_minutes, i.price, i.status, i.notes, i.source, i.idempotency_key
      from valid i join client c on c.business_id = i.business_id and c.phone_normalized = i.phone_normalized
      order by i.ord
      returning id, client_id, created_at, updated_at
    ), event as (
      insert into booking_events (id, business_id, booking_id, action, to_status, details, actor_user_id)
      select i.event_id, i.business_id, b.id, 'created', i.status, i.details, i.actor_user_id
      from booking b join input i on i.id = b.id
    ), notice as (
      insert into notifications (id, business_id, type, title, message, action_url, data)
      select i.notification_id, i.business_id, 'booking', 'New booking', i.message, '/calendar', i.data
      from booking b join input i on i.id = b.id
      where i.notification_id is not null
    ), owner as (
      select bz.id as business_id, bz.user_id, bz.timezone
      from businesses bz
      where bz.id in (select business_id from valid)
    ), message as (
      ${newBookingMessagesInsert({
        context: {
          bookingId: sql`b.id`,
          businessId: sql`i.business_id`,
          email: sql`c.email`,
          phone: sql`c.phone_normalized`,
          clientPrefs: sql`c.preferences`,
        },
        startsAt: sql`i.starts_at`,
        timeZone: sql`o.timezone`,
        ownerUserId: sql`o.user_id`,
        ownerPushBody: sql`i.message`,
        manageLink: sql`i.manage_link`,
        from: sql`booking b join input i on i.id = b.id join client c on c.id = b.client_id
          join owner o on o.business_id = i.business_id`,
        where: sql`i.status = 'confirmed'`,
      })}
    ), before as materialized (
      select d.business_id, ${milestoneTotalsColumns(sql`d.business_id`)}
      from (select distinct business_id from valid) d
    )
    select i.id as "bookingId", i.current, i.status, b.id, i.business_id as "businessId", b.created_at as "createdAt",
      b.updated_at as "updatedAt", c.id as "clientId", c.first_name as "firstName", c.last_name as "lastName",
      c.phone, c.email, (select name from team_members where id = i.team_member_id) as "memberName",
      t.bookings, t.revenue, t.currency, t.bookings_recorded, t.revenue_recorded
    from checked i
    left join booking b on b.id = i.id
    left join client c on c.id = b.client_id
    left join before t on t.business_id = i.business_id`,
);

/** One statement for the batch, the bookings by id. Two bookings of one phone in a batch share its client, with
 * the later booking's details. */
async function insertBatch(db: Db, batch: NewBooking[]): Promise<Map<string, WriteOutcome>> {
  const rows = await runCompiled<Row>(db, INSERT_BATCH, { records: JSON.stringify(batch.map(record)) });
  // The statement's reads do not see its own writes: its totals are from just before the batch.
  const addedByBusiness = new Map<string, number>();
  for (const row of rows) {
    // A booking held for its deposit is not one yet: milestones count it once it is paid.
    if (row.id && row.status === 'confirmed')
      addedByBusiness.set(row.businessId, (addedByBusiness.get(row.businessId) ?? 0) + 1);
  }
  return new Map(rows.map((row) => [row.bookingId, outcomeOf(row, addedByBusiness)]));
}

function outcomeOf(row: Row, addedByBusiness: Map<string, number>): WriteOutcome {
  if (!row.id) return row.current ? 'taken' : 'stale';
  return {
    id: row.id,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
    client: {
      id: row.clientId,
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.phone,
      email: row.email,
    },
    memberName: row.memberName,
    totals: {
      bookings: row.bookings + (addedByBusiness.get(row.businessId) ?? 0),
      revenue: row.revenue,
      currency: row.currency,
      bookings_recorded: row.bookings_recorded,
      revenue_recorded: row.revenue_recorded,
    },
  };
}
