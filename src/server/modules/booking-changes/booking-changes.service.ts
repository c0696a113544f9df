// What a change to a booking causes besides the booking row itself, written in the change's own transaction by
// every writer (a new booking, the owner's change in the app or through an API key, a client's change, Stripe's
// confirmation, a hold running out, a closing account): the history event, the owner's notification, the
// client's and the owner's messages, the webhooks and the milestones. One place decides who hears of what.
import { type SQL, sql } from 'drizzle-orm';
import { compileStatement, type DbOrTx, placeholder, runCompiled, type Tx } from '#server/db/client.ts';
import { bookingEvents } from '#server/db/schema/bookings.ts';
import { uuidv7 } from '#server/db/uuid.ts';
import {
  announceMilestones,
  type MilestoneTotals,
  milestoneTotalsColumns,
  recordMilestones,
} from '#server/modules/notifications/milestones.ts';
import { createNotification } from '#server/modules/notifications/notifications.service.ts';
import {
  newBookingMessagesInsert,
  queueBookingChangeMessages,
  queueMemberMessages,
  queueOwnerMessages,
} from '#server/modules/outbox/booking-messages.ts';
import { type FreedTime, recordFreedBooking, recordFreedTime } from '#server/platform/freed-time.ts';
import { queryRows } from '#server/platform/sql.ts';
import type { Recurrence } from '#shared/domain/recurrence.ts';
import type { NotificationNews } from '#shared/schemas/notification.ts';

/** Who makes the change. A customer on the booking page and a client on their dashboard or manage link are both
 * 'client' (named as they typed or as the owner keeps them); 'system' is the platform (a payment hold running
 * out, the owner's account closing), which nobody is told of but the client. */
export type ChangeActor =
  /** `wholeSession`: a seat's change as part of the owner's change of its class session, which tells the owner and
   * the instructor once for the session (class-sessions.service), not once per seat. */
  | { kind: 'owner'; userId: string; apiKey?: string | null; wholeSession?: boolean }
  | { kind: 'client'; name: string }
  | { kind: 'payment' }
  | { kind: 'system' };

type Appointment = { id: string; businessId: string; startsAt: Date; timeZone: string };

export type BookingChange = {
  booking: Appointment;
  actor: ChangeActor;
  fromStatus: string | null;
  toStatus: string;
  /** What the history shows of the change (who, from and to); the actor's API key is added here. */
  details: Record<string, unknown>;
} & (
  | ({ action: 'paid' | 'accepted' } & NewBookingNews)
  | { action: 'cancelled' | 'completed' | 'no_show' | 'confirmed' | 'updated' }
  /** `freed`: the member's time the booking held before the move, offered to the waitlist. */
  | { action: 'rescheduled'; movedTo: Date | null; freed: FreedTime }
);

const zoneFormats = new Map<string, [day: Intl.DateTimeFormat, time: Intl.DateTimeFormat]>();

/** 'Mon, Nov 23 at 2:30 PM' in the business's zone. */
export function notificationDate(startsAt: Date, timeZone: string) {
  let formats = zoneFormats.get(timeZone);
  if (!formats) {
    // Building an Intl.DateTimeFormat costs far more than using one, so each zone's pair is kept.
    formats = [
      new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }),
      new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }),
    ];
    zoneFormats.set(timeZone, formats);
  }
  const [day, time] = formats;
  return `${day.format(startsAt)} at ${time.format(startsAt)}`.replace(/\u202f/g, ' ');
}

/** A booking's time as a notification's news keeps it: the instant and the zone it is told in. */
const moment = (booking: Appointment) => ({ at: booking.startsAt.toISOString(), timeZone: booking.timeZone });

/** What a new booking's announcement names: the client (as the owner's notification calls them), the service and
 * the confirmation's manage link. */
type NewBookingNews = { clientName: string; serviceName: string; manageLink: string | null };

/** A new booking ('created'), one its payment confirmed ('paid'), or a time held for a waitlisted customer that they
 * took ('accepted', written as the booking's creation): announced to the client (confirmation with its
 * manage link, reminders), to webhooks and, unless the owner made it themselves, to the owner. Nothing is announced
 * while it waits for its payment. */
export type NewBookingChange = Omit<BookingChange, 'action'> & {
  action: 'created' | 'paid' | 'accepted';
  /** An appointment of a repeating booking: its first is announced for the whole series ('every 2 weeks'); the
   * others get their reminders and webhooks, but no confirmation or owner's message of their own. */
  series?: { first: boolean; description: string; rule: Pick<Recurrence, 'frequency' | 'interval'> };
} & NewBookingNews;

/**
 * What a new booking causes, as CTEs of the one statement that writes it (booking creation) or confirms it (a paid
 * deposit), over relations that statement defines before them: `b` (the booking: id, business_id, team_member_id,
 * appointment_date), `c` (its client: email, phone_normalized, preferences) and `bz` (its business: timezone,
 * user_id). Their values come from newBookingValues: the history event (its details name the member), the owner's
 * notification when they are told, and the messages (the client's confirmation and reminders, the owner's when
 * told, the webhooks) once the booking is confirmed. A statement ending in `select newBookingTotals` reads the
 * milestone totals too.
 */
export function newBookingEffects(): SQL {
  const ownerPushBody = placeholder('ownerPushBody', 'text');
  return sql`event as (
      insert into booking_events (id, business_id, booking_id, action, from_status, to_status, details, actor_user_id)
      select ${placeholder('eventId', 'uuid')}, b.business_id, b.id, ${placeholder('action', 'text')}, ${placeholder('fromStatus', 'text')},
        ${placeholder('toStatus', 'text')},
        ${placeholder('details', 'jsonb')} || jsonb_build_object('teamMemberId', b.team_member_id),
        ${placeholder('actorUserId', 'uuid')}
      from b
    ),
    notice as (
      insert into notifications (id, business_id, team_member_id, type, title, message, action_url, data, news)
      select ${placeholder('noticeId', 'uuid')}, b.business_id, b.team_member_id, 'booking', 'New booking', ${ownerPushBody}, '/calendar',
        jsonb_build_object('bookingId', b.id, 'clientName', ${placeholder('clientName', 'text')}), ${placeholder('news', 'jsonb')}
      from b where ${ownerPushBody} is not null
    ),
    messages as (${newBookingMessagesInsert({
      context: {
        bookingId: sql`b.id`,
        businessId: sql`b.business_id`,
        email: sql`c.email`,
        phone: sql`c.phone_normalized`,
        clientPrefs: sql`c.preferences`,
      },
      startsAt: sql`b.appointment_date`,
      timeZone: sql`bz.timezone`,
      ownerUserId: sql`bz.user_id`,
      ownerPushBody,
      teamMemberId: sql`b.team_member_id`,
      manageLink: placeholder('manageLink', 'text'),
      confirms: placeholder('confirms', 'boolean'),
      from: sql`b cross join c cross join bz`,
      where: placeholder('announced', 'boolean'),
    })})`;
}

/** Select-list columns of the milestone totals of `b`'s business (a MilestoneTotals row), for the select that ends a
 * newBookingEffects statement. */
export const newBookingTotals = milestoneTotalsColumns(sql`b.business_id`);

/** newBookingEffects's values for `change`. */
export function newBookingValues(change: NewBookingChange): Record<string, unknown> {
  const { booking, actor, series } = change;
  const apiKey = actor.kind === 'owner' ? actor.apiKey : null;
  const announced = change.toStatus === 'confirmed';
  const confirms = !series || series.first;
  const told = announced && confirms && (actor.kind !== 'owner' || !!apiKey);
  const repeating = series ? ` (${series.description.toLowerCase()})` : '';
  return {
    eventId: uuidv7(),
    action: change.action === 'paid' ? 'confirmed' : 'created',
    fromStatus: change.fromStatus,
    toStatus: change.toStatus,
    details: JSON.stringify({ ...change.details, ...(apiKey ? { apiKey } : {}) }),
    actorUserId: actor.kind === 'owner' ? actor.userId : null,
    noticeId: uuidv7(),
    ownerPushBody: told
      ? `${change.clientName} booked ${change.serviceName} on ${notificationDate(booking.startsAt, booking.timeZone)}${repeating}`
      : null,
    clientName: change.clientName,
    news: told
      ? JSON.stringify({
          kind: 'newBooking',
          client: change.clientName,
          service: change.serviceName,
          ...moment(booking),
          ...(series ? { repeats: true, rule: series.rule } : {}),
        } satisfies NotificationNews)
      : null,
    manageLink: change.manageLink,
    announced,
    confirms,
  };
}

/** After a newBookingEffects statement: the milestones its confirmed booking passed. `uncounted` is 1 when the
 * statement wrote the booking itself (its snapshot, and so `totals`, predates it). */
export async function announceNewBookingMilestones(
  db: DbOrTx,
  change: Pick<NewBookingChange, 'booking' | 'toStatus'>,
  totals: MilestoneTotals,
  uncounted: 0 | 1,
) {
  if (change.toStatus !== 'confirmed') return;
  await announceMilestones({
    db,
    businessId: change.booking.businessId,
    totals: { ...totals, bookings: totals.bookings + uncounted },
  });
}

/** A booking written before it was confirmed (held for its payment or for a waitlisted customer), now confirmed: its
 * row, client and business, and what that causes (newBookingEffects). */
const EXISTING_BOOKING_CONFIRMED = compileStatement(
  sql`with b as (select id, business_id, client_id, team_member_id, appointment_date from bookings where id = ${placeholder('bookingId', 'uuid')}),
    c as (select email, phone_normalized, preferences from clients where id = (select client_id from b)),
    bz as (select timezone, user_id from businesses where id = (select business_id from b)),
    ${newBookingEffects()}
    select ${newBookingTotals} from b`,
);

/** Who the owner hears a change from: a client, or one of their API keys (an integration, not the owner now).
 * The owner's own changes tell them nothing. */
function tellerOf(actor: ChangeActor) {
  if (actor.kind === 'client')
    return {
      who: actor.name,
      whose: 'their booking',
      data: { clientName: actor.name },
      news: { who: 'client', name: actor.name } as const,
    };
  if (actor.kind === 'owner' && actor.apiKey)
    return {
      who: `The API key "${actor.apiKey}"`,
      whose: 'a booking',
      data: { apiKey: actor.apiKey },
      news: { who: 'apiKey', name: actor.apiKey } as const,
    };
  return null;
}

export async function recordBookingChange(tx: Tx, change: BookingChange): Promise<void> {
  const { booking, actor } = change;
  if (change.action === 'paid' || change.action === 'accepted') {
    const [totals] = await runCompiled<MilestoneTotals>(tx, EXISTING_BOOKING_CONFIRMED, {
      ...newBookingValues(change),
      bookingId: booking.id,
    });
    if (totals) await announceNewBookingMilestones(tx, change, totals, 0);
    return;
  }
  const apiKey = actor.kind === 'owner' ? actor.apiKey : null;
  await tx.insert(bookingEvents).values({
    businessId: booking.businessId,
    bookingId: booking.id,
    action: change.action,
    fromStatus: change.fromStatus,
    toStatus: change.toStatus,
    details: { ...change.details, ...(apiKey ? { apiKey } : {}) },
    actorUserId: actor.kind === 'owner' ? actor.userId : null,
  });
  const when = (instant: Date) => notificationDate(instant, booking.timeZone);
  switch (change.action) {
    case 'rescheduled': {
      const { movedTo } = change;
      await recordFreedTime(tx, change.freed);
      if (!movedTo) return;
      const teller = tellerOf(actor);
      const movement = {
        from: booking.startsAt.toISOString(),
        to: movedTo.toISOString(),
        timeZone: booking.timeZone,
      };
      if (teller) {
        const message = `${teller.who} moved ${teller.whose} from ${when(booking.startsAt)} to ${when(movedTo)}.`;
        await tellOwner(tx, booking, teller.data, {
          kind: 'owner_booking_rescheduled',
          title: 'Booking rescheduled',
          body: message,
          news: { kind: 'moved', ...teller.news, ...movement },
          priority: 'medium',
          occasion: movedTo.toISOString(),
          details: { from: booking.startsAt.toISOString() },
        });
      } else if (actor.kind === 'owner' && !actor.wholeSession) {
        await tellMember(tx, booking, actor.userId, {
          kind: 'member_booking_rescheduled',
          title: 'Booking rescheduled',
          body: (by) => `${by} moved your booking from ${when(booking.startsAt)} to ${when(movedTo)}.`,
          news: (by) => ({ kind: 'memberMoved', by, ...movement }),
          priority: 'medium',
          occasion: movedTo.toISOString(),
          details: { from: booking.startsAt.toISOString() },
        });
      }
      await queueBookingChangeMessages(tx, booking.id, {
        kind: 'rescheduled',
        from: booking.startsAt,
        to: movedTo,
        changeId: uuidv7(),
      });
      return;
    }
    case 'cancelled': {
      await recordFreedBooking(tx, booking.id);
      const teller = tellerOf(actor);
      if (teller) {
        await tellOwner(tx, booking, teller.data, {
          kind: 'owner_booking_cancelled',
          title: 'Booking cancelled',
          body: `${teller.who} cancelled ${teller.whose} on ${when(booking.startsAt)}.`,
          news: { kind: 'cancelled', ...teller.news, ...moment(booking) },
          priority: 'high',
          occasion: '',
        });
      } else if (actor.kind === 'owner' && !actor.wholeSession) {
        await notifyOwner(tx, booking, 'Booking cancelled', 'cancelled', 'high');
        await tellMember(tx, booking, actor.userId, {
          kind: 'member_booking_cancelled',
          title: 'Booking cancelled',
          body: (by) => `${by} cancelled your booking on ${when(booking.startsAt)}.`,
          news: (by) => ({ kind: 'memberCancelled', by, ...moment(booking) }),
          priority: 'high',
          occasion: '',
        });
      }
      // A hold that ran out was never confirmed to the client: there is nothing to tell them.
      if (change.fromStatus !== 'pending_payment' || actor.kind !== 'system')
        await queueBookingChangeMessages(tx, booking.id, { kind: 'cancelled' });
      return;
    }
    case 'completed':
      if (actor.kind === 'owner') await notifyOwner(tx, booking, 'Visit completed', 'completed', 'low');
      await queueBookingChangeMessages(tx, booking.id, { kind: 'completed' });
      await recordMilestones({ db: tx, businessId: booking.businessId });
      return;
    case 'no_show':
      await queueBookingChangeMessages(tx, booking.id, { kind: 'no_show' });
      return;
    case 'confirmed':
      await recordMilestones({ db: tx, businessId: booking.businessId });
      return;
    case 'updated':
      return;
  }
}

/**
 * A booking the owner or a manager made for a team member, or a change they made to one: that member hears of it (their bell only, a push,
 * an email, as their preferences say), unless they made it themselves or cannot sign in.
 */
export async function tellMember(
  tx: DbOrTx,
  booking: Appointment,
  actorUserId: string,
  message: {
    kind: 'member_new_booking' | 'member_booking_rescheduled' | 'member_booking_cancelled';
    title: string;
    /** The news, naming who made it; `when` says a time as the notifications do. */
    body: (by: string, when: (instant: Date) => string) => string;
    /** The same as data, for the app to say in its reader's language (docs/decisions/047). */
    news: (by: string) => NotificationNews;
    priority: 'high' | 'medium';
    occasion: string;
    details?: { from: string };
  },
) {
  const [member] = await queryRows<{ id: string; by: string }>(
    tx,
    sql`select tm.id::text as id,
        coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email) as by
      from bookings bk join team_members tm on tm.id = bk.team_member_id join users u on u.id = ${actorUserId}
      where bk.id = ${booking.id} and tm.user_id is not null and tm.user_id <> ${actorUserId}
        and tm.login_disabled_at is null and tm.archived_at is null`,
  );
  if (!member) return;
  const body = message.body(member.by, (instant) => notificationDate(instant, booking.timeZone));
  await createNotification({
    db: tx,
    businessId: booking.businessId,
    teamMemberId: member.id,
    memberOnly: true,
    type: 'booking',
    title: message.title,
    message: body,
    news: message.news(member.by),
    priority: message.priority,
    actionUrl: '/calendar',
    data: { bookingId: booking.id },
  });
  await queueMemberMessages(tx, booking.id, actorUserId, {
    kind: message.kind,
    title: message.title,
    body,
    occasion: message.occasion,
    details: { ...message.details, by: member.by },
  });
}

/** A visit shared between members (decision 043): its 'New booking' notice, which its member's login sees, is each
 * of `members`' too (a copy for that member only). */
export async function shareNewBookingNotice(
  db: DbOrTx,
  options: { businessId: string; bookingId: string; members: string[] },
) {
  await db.execute(sql`insert into notifications (id, business_id, team_member_id, member_only, type, title, message,
      action_url, data, news)
    select gen_random_uuid(), n.business_id, m.id, true, n.type, n.title, n.message, n.action_url, n.data, n.news
    from notifications n cross join unnest(${`{${options.members.join(',')}}`}::uuid[]) as m(id)
    where n.business_id = ${options.businessId}::uuid and n.type = 'booking' and not n.member_only
      and n.data ->> 'bookingId' = ${options.bookingId}`);
}

/** A booking's notice is its member's too (their staff login sees it). */
const memberOf = (booking: Appointment) =>
  sql`(select team_member_id from bookings where id = ${booking.id})`;

/** The owner's Live Activity entry for a change they (or a manager) made themselves; the member whose booking it is
 * hears of it through tellMember, in their own words. */
function notifyOwner(
  tx: Tx,
  booking: Appointment,
  title: string,
  status: 'cancelled' | 'completed',
  priority: 'high' | 'low',
) {
  return createNotification({
    db: tx,
    businessId: booking.businessId,
    type: 'booking',
    title,
    message: `The booking on ${notificationDate(booking.startsAt, booking.timeZone)} was ${status}.`,
    news: { kind: 'ownerChange', status, ...moment(booking) },
    priority,
    actionUrl: '/calendar',
    data: { bookingId: booking.id },
  });
}

/** A change the owner is not looking at as it happens: their notification, and a push, email and text as their
 * notification preferences say. */
async function tellOwner(
  tx: Tx,
  booking: Appointment,
  data: Record<string, unknown>,
  message: {
    kind: 'owner_booking_rescheduled' | 'owner_booking_cancelled';
    title: string;
    body: string;
    news: NotificationNews;
    priority: 'high' | 'medium';
    occasion: string;
    details?: { from: string };
  },
) {
  await createNotification({
    db: tx,
    businessId: booking.businessId,
    teamMemberId: memberOf(booking),
    type: 'booking',
    title: message.title,
    message: message.body,
    news: message.news,
    priority: message.priority,
    actionUrl: '/calendar',
    data: { bookingId: booking.id, ...data },
  });
  await queueOwnerMessages(tx, booking.id, {
    kind: message.kind,
    title: message.title,
    body: message.body,
    url: '/calendar',
    occasion: message.occasion,
    details: message.details,
  });
}
