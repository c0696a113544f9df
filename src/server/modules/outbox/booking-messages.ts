// The outbox rows a booking's changes cause, as SQL run inside the statement or transaction of the change itself:
// a booking and its messages are written together or not at all.
//
// A client's channels: their own choice, when they have one (clients.preferences.messages {email?: boolean,
// sms?: boolean}, set on the client dashboard), else the business's defaults, email on and SMS off;
// clients.preferences.reminders false skips the reminders. The owner's notification preferences
// (user_branding_preferences: email on, SMS off, push on without a row) govern only the owner's own messages about
// what clients do: a push to their devices, an email to their account's address, a text to their phone.
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#server/db/client.ts';
import { WEBHOOK_INTEGRATION_IDS, type WebhookEvent } from '#shared/domain/integrations.ts';
import { MESSAGE_REASONS } from '#shared/schemas/messages.ts';

export const CLIENT_MESSAGE_KINDS = [
  'booking_confirmation',
  'booking_rescheduled',
  'booking_cancelled',
  'reminder_24h',
  'reminder_2h',
  'thank_you',
] as const;
export type ClientMessageKind = (typeof CLIENT_MESSAGE_KINDS)[number];

/** The business's defaults for a client who has not chosen their channels. */
export const CLIENT_CHANNEL_DEFAULTS = { email: true, sms: false } as const;

export const OWNER_MESSAGE_KINDS = [
  'owner_new_booking',
  'owner_booking_cancelled',
  'owner_booking_rescheduled',
  'owner_new_review',
  // The same news to the team member whose booking it is, when they sign in (issue 27).
  'member_new_booking',
  'member_booking_cancelled',
  'member_booking_rescheduled',
] as const;
export type OwnerMessageKind = (typeof OWNER_MESSAGE_KINDS)[number];

export function isOwnerMessageKind(kind: string): kind is OwnerMessageKind {
  return (OWNER_MESSAGE_KINDS as readonly string[]).includes(kind);
}

const REMINDER_KINDS_SQL = sql.raw(`('reminder_24h', 'reminder_2h')`);

/** A boolean member of a jsonb object, or null when absent or not a boolean. */
function flag(json: SQL, key: 'email' | 'sms' | 'push' | 'reminders'): SQL {
  return sql`case when jsonb_typeof(${json} -> ${sql.raw(`'${key}'`)}) = 'boolean'
    then (${json} ->> ${sql.raw(`'${key}'`)})::boolean end`;
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
  const emailOn = sql`coalesce(${flag(messages, 'email')}, ${sql.raw(String(CLIENT_CHANNEL_DEFAULTS.email))})`;
  const smsOn = sql`coalesce(${flag(messages, 'sms')}, ${sql.raw(String(CLIENT_CHANNEL_DEFAULTS.sms))})`;
  const remindersOff = sql`coalesce(not ${flag(context.clientPrefs, 'reminders')}, false)`;
  return sql`select ${NEW_ID}, ${context.businessId}, ${context.bookingId}, null::uuid, k.kind, ch.channel,
      case ch.channel when 'email' then ${context.email} else ${context.phone} end, k.payload, k.occasion, k.due_at,
      case when ch.channel = 'email' and ${context.email} is null then 'skipped'
        when k.kind in ${REMINDER_KINDS_SQL} and k.due_at <= now() then 'skipped'
        when k.kind in ${REMINDER_KINDS_SQL} and ${remindersOff} then 'skipped' else 'queued' end,
      case when ch.channel = 'email' and ${context.email} is null then ${MESSAGE_REASONS.noEmail}
        when k.kind in ${REMINDER_KINDS_SQL} and k.due_at <= now() then ${MESSAGE_REASONS.reminderPassed}
        when k.kind in ${REMINDER_KINDS_SQL} and ${remindersOff} then ${MESSAGE_REASONS.remindersOff} end
    from ${from}
    cross join lateral (${kinds}) k(kind, due_at, occasion, payload)
    cross join lateral (select 'email' as channel where ${emailOn}
      union all select 'sms' where ${smsOn}) ch
    where ${where}`;
}

/**
 * A select of the owner's message rows about one booking per row of `from`: a push to their devices, an email to
 * their account's address and a text to their phone (users.phone, E.164), each as their notification preferences
 * say (push and email on, SMS off without a row); a text without a phone is written as skipped, 'no phone'.
 * `payload` (jsonb) is the push's title, body and url, with the details the email and text need (owner-messages.ts
 * renders them from the booking when they are sent). With `memberOf` (the booking's team_member_id), the same news
 * goes to that team member too, as 'member_…' rows, when they sign in (not the owner, not deactivated).
 */
function ownerRowsSelect(options: {
  bookingId: SQL;
  businessId: SQL;
  ownerUserId: SQL;
  kind: SQL;
  payload: SQL;
  occasion: SQL;
  from: SQL;
  where: SQL;
  memberOf?: SQL;
}): SQL {
  const { ownerUserId, kind, from, memberOf } = options;
  const owner = personRowsSelect({ ...options, userId: ownerUserId });
  if (!memberOf) return owner;
  return sql`${owner}
    union all
    ${personRowsSelect({
      ...options,
      userId: sql`tm.user_id`,
      kind: sql`replace(${kind}, 'owner_', 'member_')`,
      from: sql`${from} join team_members tm on tm.id = ${memberOf} and tm.user_id <> ${ownerUserId}
        and tm.login_disabled_at is null and tm.archived_at is null`,
    })}`;
}

function personRowsSelect(options: {
  bookingId: SQL;
  businessId: SQL;
  userId: SQL;
  kind: SQL;
  payload: SQL;
  occasion: SQL;
  from: SQL;
  where: SQL;
}): SQL {
  const { bookingId, businessId, userId, kind, payload, occasion, from, where } = options;
  const prefs = sql`op.notification_preferences`;
  return sql`select ${NEW_ID}, ${businessId}, ${bookingId}, ${userId}, ${kind}, ch.channel,
      case ch.channel when 'email' then ou.email when 'sms' then ou.phone end, ${payload}, ${occasion}, now(),
      case when ch.channel = 'sms' and ou.phone is null then 'skipped' else 'queued' end,
      case when ch.channel = 'sms' and ou.phone is null then ${MESSAGE_REASONS.noPhone} end
    from ${from}
    join users ou on ou.id = ${userId}
    left join user_branding_preferences op on op.user_id = ou.id
    cross join lateral (select 'push' as channel where coalesce(${flag(prefs, 'push')}, true)
      union all select 'email' where coalesce(${flag(prefs, 'email')}, true)
      union all select 'sms' where coalesce(${flag(prefs, 'sms')}, false)) ch
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
 * The insert statement of a new booking's messages (recordBookingChange: a new booking, or one its payment
 * confirmed): the client's confirmation and reminders and, when the owner is to hear of it (`ownerPushBody` names
 * the push's body, null for none), the owner's messages; for the rows of `from` that match `where` only.
 */
export function newBookingMessagesInsert(options: {
  context: ClientContext;
  startsAt: SQL;
  timeZone: SQL;
  ownerUserId: SQL;
  ownerPushBody: SQL;
  /** The booking's team member (an expression): told as the owner is, when they sign in. */
  teamMemberId: SQL;
  /** The client's manage link for the confirmation (a text expression; null for none): content.ts reads it as the
   * payload's manageLink. */
  manageLink: SQL;
  /** Whether the client gets a confirmation (a boolean expression): not for a series' later appointments, which
   * the first one's confirmation lists. */
  confirms: SQL;
  from: SQL;
  where: SQL;
}): SQL {
  const {
    context,
    startsAt,
    timeZone,
    ownerUserId,
    ownerPushBody,
    teamMemberId,
    manageLink,
    confirms,
    from,
    where,
  } = options;
  const confirmationPayload = sql`jsonb_strip_nulls(jsonb_build_object('manageLink', ${manageLink}))`;
  const kinds = sql`select 'booking_confirmation', now(), '', ${confirmationPayload} where ${confirms}
    union all ${reminderKinds(startsAt, timeZone)}`;
  return sql`insert into outbox (${INSERT_COLUMNS})
    ${clientRowsSelect(context, kinds, from, where)}
    union all
    ${ownerRowsSelect({
      bookingId: context.bookingId,
      businessId: context.businessId,
      ownerUserId,
      kind: sql`'owner_new_booking'`,
      payload: sql`jsonb_build_object('title', 'New booking', 'body', ${ownerPushBody}, 'url', '/calendar')`,
      occasion: sql`''`,
      from,
      where: sql`${ownerPushBody} is not null and ${where}`,
      memberOf: teamMemberId,
    })}
    union all
    ${webhookRowsSelect({
      businessId: context.businessId,
      bookingId: context.bookingId,
      event: sql.raw(`'booking.created'`),
      data: sql`'{}'::jsonb`,
      from,
      where,
    })}`;
}

export type BookingChange =
  | { kind: 'cancelled' }
  | { kind: 'completed' }
  | { kind: 'no_show' }
  | { kind: 'rescheduled'; from: Date; to: Date; changeId: string };

const WITHDRAWN_REASON: Record<BookingChange['kind'], string> = {
  cancelled: MESSAGE_REASONS.cancelled,
  completed: MESSAGE_REASONS.completed,
  no_show: MESSAGE_REASONS.noShow,
  rescheduled: MESSAGE_REASONS.rescheduled,
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
  };
  const from = sql`bookings bk join clients c on c.id = bk.client_id join businesses bz on bz.id = bk.business_id`;
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
  const event = WEBHOOK_EVENT_OF[change.kind];
  if (event) {
    const data =
      change.kind === 'rescheduled' ? { from: change.from.toISOString(), to: change.to.toISOString() } : {};
    await queueWebhookEvent(tx, { bookingId, event, data });
  }
}

const WEBHOOK_EVENT_OF: Record<BookingChange['kind'], WebhookEvent | null> = {
  cancelled: 'booking.cancelled',
  completed: 'booking.completed',
  no_show: null,
  rescheduled: 'booking.rescheduled',
};

const WEBHOOK_IDS_SQL = sql.raw(`(${WEBHOOK_INTEGRATION_IDS.map((id) => `'${id}'`).join(', ')})`);

/**
 * A select of webhook rows, one per connected webhook integration (Zapier, IFTTT, Slack, Microsoft Teams) of the
 * business, per row of `from`: channel 'webhook', the integration's id as the recipient, the event as the kind and
 * `data` (jsonb) as the payload; the transport adds the booking as it is when it posts. The occasion is unique, so
 * two events of one kind for one booking (two reschedules) are two rows.
 */
function webhookRowsSelect(options: {
  businessId: SQL;
  bookingId: SQL;
  event: SQL;
  data: SQL;
  from: SQL;
  where?: SQL;
}): SQL {
  const { businessId, bookingId, event, data, from, where = sql`true` } = options;
  return sql`select ${NEW_ID}, ${businessId}, ${bookingId}, null::uuid, ${event}, 'webhook', wi.integration_id,
      ${data}, wi.integration_id || ':' || gen_random_uuid()::text, now(), 'queued', null
    from ${from}
    join business_integrations wi on wi.business_id = ${businessId} and wi.is_connected
      and wi.integration_id in ${WEBHOOK_IDS_SQL}
    where ${where}`;
}

/**
 * Queues `event` for every connected webhook integration of the business (only `integrationId`'s, for a test
 * event), in the caller's transaction: about a booking (its business is the booking's) or about the business.
 */
export async function queueWebhookEvent(
  db: DbOrTx,
  options: ({ bookingId: string } | { businessId: string }) & {
    event: WebhookEvent;
    data?: Record<string, unknown>;
    integrationId?: string;
  },
) {
  const { event, data = {}, integrationId } = options;
  const about =
    'bookingId' in options
      ? {
          businessId: sql`bk.business_id`,
          bookingId: sql`bk.id`,
          from: sql`bookings bk`,
          where: sql`bk.id = ${options.bookingId}`,
        }
      : {
          businessId: sql`bz.id`,
          bookingId: sql`null::uuid`,
          from: sql`businesses bz`,
          where: sql`bz.id = ${options.businessId}`,
        };
  await db.execute(sql`insert into outbox (${INSERT_COLUMNS})
    ${webhookRowsSelect({
      ...about,
      event: sql`${event}::text`,
      data: sql`${JSON.stringify(data)}::jsonb`,
      where: integrationId ? sql`${about.where} and wi.integration_id = ${integrationId}` : about.where,
    })}`);
}

/**
 * The owner's messages about something a client did with a booking (cancelled or moved it on the client
 * dashboard, reviewed the visit), in the same transaction: a push, an email and a text, as the owner's
 * preferences say. `occasion` tells two messages of one kind for one booking apart; `details` (the time a moved
 * booking had, a review's rating) go into the payload for the email and text.
 */
export async function queueOwnerMessages(
  tx: Tx,
  bookingId: string,
  message: {
    kind: Exclude<OwnerMessageKind, 'owner_new_booking'>;
    title: string;
    body: string;
    url: string;
    occasion: string;
    details?: OwnerMessageDetails;
  },
) {
  const { kind, title, body, url, occasion, details } = message;
  await tx.execute(sql`insert into outbox (${INSERT_COLUMNS})
    ${ownerRowsSelect({
      bookingId: sql`bk.id`,
      businessId: sql`bk.business_id`,
      ownerUserId: sql`bz.user_id`,
      kind: sql`${kind}::text`,
      payload: sql`${JSON.stringify({ ...details, title, body, url })}::jsonb`,
      occasion: sql`${occasion}::text`,
      from: sql`bookings bk join businesses bz on bz.id = bk.business_id`,
      where: sql`bk.id = ${bookingId}`,
      memberOf: kind === 'owner_new_review' ? undefined : sql`bk.team_member_id`,
    })}
    on conflict (booking_id, kind, channel, occasion) where booking_id is not null do nothing`);
}

/** What an owner message's payload carries besides the push's title, body and url; `by` names who in the business
 * made a change their team member hears of. */
export type OwnerMessageDetails = { from?: string; rating?: number; by?: string };

/**
 * The team member's messages about a booking the business made for them or a change it made to one (the owner or a
 * manager booked, moved or cancelled it): the member_… rows of queueOwnerMessages, to the member alone, when they sign in and are not the
 * one who made it.
 */
export async function queueMemberMessages(
  tx: DbOrTx,
  bookingId: string,
  actorUserId: string,
  message: {
    kind: 'member_new_booking' | 'member_booking_cancelled' | 'member_booking_rescheduled';
    title: string;
    body: string;
    occasion: string;
    details: OwnerMessageDetails;
  },
) {
  const { kind, title, body, occasion, details } = message;
  await tx.execute(sql`insert into outbox (${INSERT_COLUMNS})
    ${personRowsSelect({
      bookingId: sql`bk.id`,
      businessId: sql`bk.business_id`,
      userId: sql`tm.user_id`,
      kind: sql`${kind}::text`,
      payload: sql`${JSON.stringify({ ...details, title, body, url: '/calendar' })}::jsonb`,
      occasion: sql`${occasion}::text`,
      from: sql`bookings bk join team_members tm on tm.id = bk.team_member_id and tm.user_id <> ${actorUserId}
        and tm.login_disabled_at is null and tm.archived_at is null`,
      where: sql`bk.id = ${bookingId}`,
    })}
    on conflict (booking_id, kind, channel, occasion) where booking_id is not null do nothing`);
}

/** A client who turns reminders off: their reminders still queued are skipped, with the reason. */
export async function withdrawClientReminders(db: DbOrTx, clientId: string) {
  await db.execute(sql`update outbox set status = 'skipped', reason = ${MESSAGE_REASONS.remindersOff}, locked_until = null,
      updated_at = now()
    where status = 'queued' and kind in ${REMINDER_KINDS_SQL}
      and booking_id in (select id from bookings where client_id = ${clientId})`);
}
