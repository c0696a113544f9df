// The outbox rows a booking's changes cause, as SQL run inside the statement or transaction of the change itself:
// a booking and its messages are written together or not at all.
//
// Channels: the business's defaults are its owner's notification preferences (user_branding_preferences;
// email on, SMS off, push on without a row); a client's own choice, when it has one, is clients.preferences
// .messages {email?: boolean, sms?: boolean} and wins; clients.preferences.reminders false (set on the client
// dashboard) skips the reminders. Push goes to the owner only.
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#server/db/client.ts';

export const CLIENT_MESSAGE_KINDS = [
  'booking_confirmation',
  'booking_rescheduled',
  'booking_cancelled',
  'reminder_24h',
  'reminder_2h',
  'thank_you',
] as const;
export type ClientMessageKind = (typeof CLIENT_MESSAGE_KINDS)[number];

export const NO_EMAIL_REASON = 'no email';
export const REMINDERS_OFF_REASON = 'the client turned reminders off';
export const REMINDER_PASSED_REASON = 'the reminder time had passed when the booking was made';
const REMINDER_KINDS_SQL = sql.raw(`('reminder_24h', 'reminder_2h')`);

/** A boolean member of a jsonb object, or null when absent or not a boolean. */
function flag(json: SQL, key: 'email' | 'sms' | 'push' | 'reminders'): SQL {
  return sql`case when jsonb_typeof(${json} -> ${sql.raw(`'${key}'`)}) = 'boolean'
    then (${json} ->> ${sql.raw(`'${key}'`)})::boolean end`;
}

/** Whether the owner's devices get pushes, from the owner's preferences (jsonb or null). */
export function ownerPushOn(ownerPrefs: SQL): SQL {
  return sql`coalesce(${flag(ownerPrefs, 'push')}, true)`;
}

/** When a reminder of `kind` (a text column) is due for an appointment at `startsAt` in `timeZone`: the 24-hour
 * one at the same local time the day before (09:00 on Sunday for 09:00 on Monday, across a DST change too), the
 * 2-hour one two hours before. */
function reminderDue(startsAt: SQL, timeZone: SQL, kind: 'reminder_24h' | 'reminder_2h'): SQL {
  return kind === 'reminder_24h'
    ? sql`((${startsAt} at time zone ${timeZone}) - interval '1 day') at time zone ${timeZone}`
    : sql`${startsAt} - interval '2 hours'`;
}

/** An appointment start as a reminder's occasion (one reminder of a kind per channel per start time):
 * '2027-03-15T13:00:00Z', as reminderOccasion writes it. */
function occasionOf(startsAt: SQL): SQL {
  return sql`to_char(${startsAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
}

/** The occasion of a reminder for an appointment at `startsAt` (whole seconds, as appointments are). */
export function reminderOccasion(startsAt: Date): string {
  return `${startsAt.toISOString().slice(0, 19)}Z`;
}

export type ClientContext = {
  bookingId: SQL;
  businessId: SQL;
  email: SQL;
  /** E.164. */
  phone: SQL;
  clientPrefs: SQL;
  ownerPrefs: SQL;
};

/** The rows' columns, in insert order; the id is made by NEW_ID from the selects' first column on. */
const INSERT_COLUMNS = sql.raw(
  'id, business_id, booking_id, user_id, kind, channel, recipient, payload, occasion, due_at, status, reason',
);
/** A UUIDv7 made in SQL (ids are time-ordered, as uuid.ts makes them): 48 bits of milliseconds, then random bits
 * with the version and variant set. */
const NEW_ID = sql.raw(`encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) placing
  substring(int8send((extract(epoch from clock_timestamp()) * 1000)::bigint) from 3) from 1 for 6),
  52, 1), 53, 1), 'hex')::uuid`);

/**
 * A select of client message rows for one booking per row of the query around it (`from` names the sources of
 * the context's columns): one per kind in `kinds` (kind, due_at, occasion, payload) and chosen channel. An email
 * to a client without an address is written as skipped, 'no email'; so is a reminder whose time has passed.
 */
function clientRowsSelect(context: ClientContext, kinds: SQL, from: SQL, where: SQL = sql`true`): SQL {
  const messages = sql`coalesce(${context.clientPrefs} -> 'messages', '{}'::jsonb)`;
  const emailOn = sql`coalesce(${flag(messages, 'email')}, ${flag(context.ownerPrefs, 'email')}, true)`;
  const smsOn = sql`coalesce(${flag(messages, 'sms')}, ${flag(context.ownerPrefs, 'sms')}, false)`;
  const remindersOff = sql`coalesce(not ${flag(context.clientPrefs, 'reminders')}, false)`;
  return sql`select ${NEW_ID}, ${context.businessId}, ${context.bookingId}, null::uuid, k.kind, ch.channel,
      case ch.channel when 'email' then ${context.email} else ${context.phone} end, k.payload, k.occasion, k.due_at,
      case when ch.channel = 'email' and ${context.email} is null then 'skipped'
        when k.kind in ${REMINDER_KINDS_SQL} and k.due_at <= now() then 'skipped'
        when k.kind in ${REMINDER_KINDS_SQL} and ${remindersOff} then 'skipped' else 'queued' end,
      case when ch.channel = 'email' and ${context.email} is null then ${NO_EMAIL_REASON}
        when k.kind in ${REMINDER_KINDS_SQL} and k.due_at <= now() then ${REMINDER_PASSED_REASON}
        when k.kind in ${REMINDER_KINDS_SQL} and ${remindersOff} then ${REMINDERS_OFF_REASON} end
    from ${from}
    cross join lateral (${kinds}) k(kind, due_at, occasion, payload)
    cross join lateral (select 'email' as channel where ${emailOn}
      union all select 'sms' where ${smsOn}) ch
    where ${where}`;
}

/** (kind, due_at, occasion, payload) of a booking's two reminders for an appointment at `startsAt`. */
function reminderKinds(startsAt: SQL, timeZone: SQL): SQL {
  return sql`select 'reminder_24h', ${reminderDue(startsAt, timeZone, 'reminder_24h')}, ${occasionOf(startsAt)},
      '{}'::jsonb
    union all select 'reminder_2h', ${reminderDue(startsAt, timeZone, 'reminder_2h')}, ${occasionOf(startsAt)},
      '{}'::jsonb`;
}

/**
 * The insert CTE body for new bookings (booking-writer's statement): the client's confirmation and reminders and,
 * when the owner is to hear of it (`ownerPush` names the push payload's body, null for none), a push to the owner.
 */
export function newBookingMessagesInsert(options: {
  context: ClientContext;
  startsAt: SQL;
  timeZone: SQL;
  ownerUserId: SQL;
  ownerPushBody: SQL;
  /** The confirmation's payload (jsonb): its manage link, when there is one. */
  confirmationPayload: SQL;
  from: SQL;
}): SQL {
  const { context, startsAt, timeZone, ownerUserId, ownerPushBody, confirmationPayload, from } = options;
  const kinds = sql`select 'booking_confirmation', now(), '', ${confirmationPayload} union all ${reminderKinds(startsAt, timeZone)}`;
  return sql`insert into outbox (${INSERT_COLUMNS})
    ${clientRowsSelect(context, kinds, from)}
    union all
    select ${NEW_ID}, ${context.businessId}, ${context.bookingId}, ${ownerUserId}, 'owner_new_booking', 'push', null,
      jsonb_build_object('title', 'New booking', 'body', ${ownerPushBody}, 'url', '/calendar'), '', now(),
      'queued', null
    from ${from}
    where ${ownerPushBody} is not null and ${ownerPushOn(context.ownerPrefs)}`;
}

export type BookingChange =
  | { kind: 'cancelled' }
  | { kind: 'completed' }
  | { kind: 'no_show' }
  | { kind: 'rescheduled'; from: Date; to: Date; changeId: string };

const WITHDRAWN_REASON: Record<BookingChange['kind'], string> = {
  cancelled: 'cancelled',
  completed: 'the visit was completed',
  no_show: 'the client did not come',
  rescheduled: 'rescheduled',
};

/**
 * The client messages of an owner's change to a booking, in the change's transaction (one statement): pending
 * reminders are withdrawn (skipped with the reason) and, on a reschedule, queued again for the new time (a
 * reminder already sent for that time is not sent again); a cancellation notice, a reschedule notice or a
 * thank-you after a completed visit is queued.
 */
export async function queueBookingChangeMessages(tx: Tx, bookingId: string, change: BookingChange) {
  const context: ClientContext = {
    bookingId: sql`bk.id`,
    businessId: sql`bk.business_id`,
    email: sql`c.email`,
    phone: sql`c.phone_normalized`,
    clientPrefs: sql`c.preferences`,
    ownerPrefs: sql`p.notification_preferences`,
  };
  const from = sql`bookings bk join clients c on c.id = bk.client_id join businesses bz on bz.id = bk.business_id
    left join user_branding_preferences p on p.user_id = bz.user_id`;
  const withdrawn = sql`update outbox set status = 'skipped', reason = ${WITHDRAWN_REASON[change.kind]},
      locked_until = null, updated_at = now()
    where booking_id = ${bookingId} and status = 'queued'
      and kind in ('booking_confirmation', 'booking_rescheduled', 'reminder_24h', 'reminder_2h')`;
  const notice = (kind: ClientMessageKind, occasion: string, payload: Record<string, unknown>) =>
    sql`select ${kind}, now(), ${occasion}, ${JSON.stringify(payload)}::jsonb`;
  const where = sql`bk.id = ${bookingId}`;
  let statement: SQL;
  if (change.kind === 'rescheduled') {
    const startsAt = sql`${change.to.toISOString()}::timestamptz`;
    const kinds = sql`${notice('booking_rescheduled', change.changeId, {
      from: change.from.toISOString(),
      to: change.to.toISOString(),
    })} union all ${reminderKinds(startsAt, sql`bz.timezone`)}`;
    statement = sql`with withdrawn as (${withdrawn} returning id)
      insert into outbox (${INSERT_COLUMNS}) ${clientRowsSelect(context, kinds, from, where)}
      on conflict (booking_id, kind, channel, occasion) where booking_id is not null do update set
        status = excluded.status, reason = excluded.reason, due_at = excluded.due_at, attempts = 0,
        locked_until = null, updated_at = now()
      where outbox.status = 'skipped' and outbox.reason = ${WITHDRAWN_REASON.rescheduled}`;
  } else {
    const kinds =
      change.kind === 'cancelled'
        ? notice('booking_cancelled', '', {})
        : change.kind === 'completed'
          ? notice('thank_you', '', {})
          : null;
    statement = kinds
      ? sql`with withdrawn as (${withdrawn} returning id)
          insert into outbox (${INSERT_COLUMNS}) ${clientRowsSelect(context, kinds, from, where)}
          on conflict (booking_id, kind, channel, occasion) where booking_id is not null do nothing`
      : withdrawn;
  }
  await tx.execute(statement);
}

/**
 * A push to the owner's devices about something a client did with a booking (cancelled or moved it on the client
 * dashboard, reviewed the visit), in the same transaction; `occasion` tells two pushes of one kind for one booking
 * apart. Nothing when the owner turned pushes off.
 */
export async function queueOwnerPush(
  tx: Tx,
  bookingId: string,
  push: {
    kind: 'owner_booking_cancelled' | 'owner_booking_rescheduled' | 'owner_new_review';
    title: string;
    body: string;
    url: string;
    occasion: string;
  },
) {
  await tx.execute(sql`insert into outbox (${INSERT_COLUMNS})
    select ${NEW_ID}, bk.business_id, bk.id, bz.user_id, ${push.kind}, 'push', null,
      jsonb_build_object('title', ${push.title}::text, 'body', ${push.body}::text, 'url', ${push.url}::text),
      ${push.occasion}, now(), 'queued', null
    from bookings bk join businesses bz on bz.id = bk.business_id
      left join user_branding_preferences p on p.user_id = bz.user_id
    where bk.id = ${bookingId} and ${ownerPushOn(sql`p.notification_preferences`)}
    on conflict (booking_id, kind, channel, occasion) where booking_id is not null do nothing`);
}

/** A client who turns reminders off: their reminders still queued are skipped, with the reason. */
export async function withdrawClientReminders(db: DbOrTx, clientId: string) {
  await db.execute(sql`update outbox set status = 'skipped', reason = ${REMINDERS_OFF_REASON}, locked_until = null,
      updated_at = now()
    where status = 'queued' and kind in ${REMINDER_KINDS_SQL}
      and booking_id in (select id from bookings where client_id = ${clientId})`);
}
