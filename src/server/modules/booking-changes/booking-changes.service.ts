// What a change to a booking causes besides the booking row itself, written in the change's own transaction by
// every writer (a new booking, the owner's change in the app or through an API key, a client's change, Stripe's
// confirmation, a hold running out, a closing account): the history event, the owner's notification, the
// client's and the owner's messages, the webhooks and the milestones. One place decides who hears of what.
import { sql } from 'drizzle-orm';
import { compileStatement, runCompiled, type Tx } from '#server/db/client.ts';
import { bookingEvents } from '#server/db/schema/bookings.ts';
import { uuidv7 } from '#server/db/uuid.ts';
import { recordMilestones } from '#server/modules/notifications/milestones.ts';
import { createNotification } from '#server/modules/notifications/notifications.service.ts';
import {
  newBookingMessagesInsert,
  queueBookingChangeMessages,
  queueOwnerMessages,
} from '#server/modules/outbox/booking-messages.ts';

/** Who makes the change. A customer on the booking page and a client on their dashboard or manage link are both
 * 'client' (named as they typed or as the owner keeps them); 'system' is the platform (a payment hold running
 * out, the owner's account closing), which nobody is told of but the client. */
export type ChangeActor =
  | { kind: 'owner'; userId: string; apiKey?: string | null }
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
  | {
      /** A new booking ('created'), or one its payment confirmed ('confirmed' by 'payment'): announced to the
       * client (confirmation with its manage link, reminders), to webhooks and, unless the owner made it
       * themselves, to the owner. Nothing is announced while it waits for its payment. */
      action: 'created' | 'paid';
      clientName: string;
      serviceName: string;
      manageLink: string | null;
    }
  | { action: 'cancelled' | 'completed' | 'no_show' | 'confirmed' | 'updated' }
  | { action: 'rescheduled'; movedTo: Date | null }
);

const zoneFormats = new Map<string, [day: Intl.DateTimeFormat, time: Intl.DateTimeFormat]>();

/** 'Mon, Nov 23 at 2:30 PM' in the business's zone. */
function notificationDate(startsAt: Date, timeZone: string) {
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

/** A new booking's messages: the client's confirmation (with its manage link) and reminders, the owner's push,
 * email and text when they are told (a push body), and the webhooks. Compiled once: it runs for every booking. */
const NEW_BOOKING_MESSAGES = compileStatement(
  newBookingMessagesInsert({
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
    ownerPushBody: sql`${sql.placeholder('ownerPushBody')}::text`,
    manageLink: sql`${sql.placeholder('manageLink')}::text`,
    from: sql`bookings b join clients c on c.id = b.client_id join businesses bz on bz.id = b.business_id`,
    where: sql`b.id = ${sql.placeholder('bookingId')}::uuid`,
  }),
);

/** Who the owner hears a change from: a client, or one of their API keys (an integration, not the owner now).
 * The owner's own changes tell them nothing. */
function tellerOf(actor: ChangeActor) {
  if (actor.kind === 'client')
    return { who: actor.name, whose: 'their booking', data: { clientName: actor.name } };
  if (actor.kind === 'owner' && actor.apiKey)
    return { who: `The API key "${actor.apiKey}"`, whose: 'a booking', data: { apiKey: actor.apiKey } };
  return null;
}

export async function recordBookingChange(tx: Tx, change: BookingChange): Promise<void> {
  const { booking, actor } = change;
  const apiKey = actor.kind === 'owner' ? actor.apiKey : null;
  await tx.insert(bookingEvents).values({
    businessId: booking.businessId,
    bookingId: booking.id,
    action: change.action === 'paid' ? 'confirmed' : change.action,
    fromStatus: change.fromStatus,
    toStatus: change.toStatus,
    details: { ...change.details, ...(apiKey ? { apiKey } : {}) },
    actorUserId: actor.kind === 'owner' ? actor.userId : null,
  });
  const when = (instant: Date) => notificationDate(instant, booking.timeZone);
  switch (change.action) {
    case 'created':
    case 'paid': {
      if (change.toStatus !== 'confirmed') return;
      const told = actor.kind !== 'owner' || !!apiKey;
      const message = `${change.clientName} booked ${change.serviceName} on ${when(booking.startsAt)}`;
      if (told) {
        await createNotification({
          db: tx,
          businessId: booking.businessId,
          type: 'booking',
          title: 'New booking',
          message,
          actionUrl: '/calendar',
          data: { bookingId: booking.id, clientName: change.clientName },
        });
      }
      await runCompiled(tx, NEW_BOOKING_MESSAGES, {
        bookingId: booking.id,
        ownerPushBody: told ? message : null,
        manageLink: change.manageLink,
      });
      await recordMilestones({ db: tx, businessId: booking.businessId });
      return;
    }
    case 'rescheduled': {
      const { movedTo } = change;
      if (!movedTo) return;
      const teller = tellerOf(actor);
      if (teller) {
        const message = `${teller.who} moved ${teller.whose} from ${when(booking.startsAt)} to ${when(movedTo)}.`;
        await tellOwner(tx, booking, teller.data, {
          kind: 'owner_booking_rescheduled',
          title: 'Booking rescheduled',
          body: message,
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
      const teller = tellerOf(actor);
      if (teller) {
        await tellOwner(tx, booking, teller.data, {
          kind: 'owner_booking_cancelled',
          title: 'Booking cancelled',
          body: `${teller.who} cancelled ${teller.whose} on ${when(booking.startsAt)}.`,
          priority: 'high',
          occasion: '',
        });
      } else if (actor.kind === 'owner') {
        await notifyOwner(tx, booking, 'Booking cancelled', 'cancelled', 'high');
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

/** The owner's Live Activity entry for a change they made themselves. */
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
    priority: 'high' | 'medium';
    occasion: string;
    details?: { from: string };
  },
) {
  await createNotification({
    db: tx,
    businessId: booking.businessId,
    type: 'booking',
    title: message.title,
    message: message.body,
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
