// What the owner's own email and text say about something a client did (booked on the public page, cancelled or
// moved a booking, reviewed a visit): rendered when sent, from the booking as it is then, naming the client, the
// service, the staff member and the time in the business's zone with the zone named, with a link to the calendar
// (or the reviews) in Bookwell. From Bookwell, not from the business: the owner is the one being told.
import { z } from 'zod';
import { OWNER_MESSAGE_KINDS, type OwnerMessageKind } from './booking-messages.ts';
import {
  cut,
  DEFAULT_PUBLIC_URL,
  type EmailContent,
  emailShell,
  escapeHtml,
  longWhen,
  type MessageBooking,
  SMS_LIMIT,
  type SmsContent,
  shortWhen,
} from './content.ts';

export function isOwnerMessageKind(kind: string): kind is OwnerMessageKind {
  return (OWNER_MESSAGE_KINDS as readonly string[]).includes(kind);
}

/** The payload's parts the email and text use (the push's title, body and url are there too). */
const ownerPayload = z.object({
  from: z.string().optional(),
  rating: z.number().optional(),
  by: z.string().optional(),
});

type Wording = {
  subject: string;
  lead: string;
  sms: string;
  linkText: string;
  path: string;
  /** The email's rows. */
  client: string;
  what: string;
  when: string;
};

/** A team member hears of their booking in the owner's words. */
type OwnerWordingKind = Exclude<OwnerMessageKind, `member_${string}`>;
const ownerKindOf = (kind: OwnerMessageKind) => kind.replace(/^member_/, 'owner_') as OwnerWordingKind;

function wording(messageKind: OwnerMessageKind, booking: MessageBooking, payload: unknown): Wording {
  const kind = ownerKindOf(messageKind);
  const { from, rating, by } = ownerPayload.catch({}).parse(payload);
  const client = `${booking.clientFirstName} ${booking.clientLastName}`.trim();
  const { serviceName } = booking;
  const what = booking.memberName ? `${serviceName} with ${booking.memberName}` : serviceName;
  const timeZone = booking.business.timeZone;
  const when = longWhen(booking.startsAt, timeZone);
  const short = shortWhen(booking.startsAt, timeZone);
  const shared = { client, what, when };
  const calendar = { ...shared, linkText: 'See it in your calendar', path: '/calendar' };
  switch (kind) {
    case 'owner_new_booking':
      return {
        subject: `New booking: ${client}, ${serviceName}, ${short}`,
        lead: by ? `${by} booked ${client} for ${what} on ${when}.` : `${client} booked ${what} for ${when}.`,
        sms: `New booking: ${client}, ${what}, ${short}.`,
        ...calendar,
      };
    case 'owner_booking_cancelled':
      return {
        subject: `Booking cancelled: ${client}, ${serviceName}, ${short}`,
        lead: by
          ? `${by} cancelled ${client}'s ${what} on ${when}.`
          : `${client} cancelled their ${what} on ${when}.`,
        sms: `Cancelled: ${client}, ${what}, ${short}.`,
        ...calendar,
      };
    case 'owner_booking_rescheduled': {
      const was = from ? ` (it was ${longWhen(new Date(from), timeZone)})` : '';
      return {
        subject: `Booking moved: ${client}, ${serviceName}, now ${short}`,
        lead: by
          ? `${by} moved ${client}'s ${what} to ${when}${was}.`
          : `${client} moved their ${what} to ${when}${was}.`,
        sms: `Moved: ${client}, ${what}, now ${short}.`,
        ...calendar,
      };
    }
    case 'owner_new_review': {
      const review = rating ? `${rating}-star review` : 'review';
      return {
        subject: `New ${review} from ${client}`,
        lead: `${client} left a ${review} of their ${what} on ${when}.`,
        sms: `New ${review} from ${client} (${serviceName}, ${short}).`,
        ...shared,
        linkText: 'Read and reply',
        path: '/reviews',
      };
    }
  }
}

const linkTo = (publicUrl: string, path: string) => `${new URL(publicUrl).origin}${path}`;

export function ownerEmailContent(
  kind: OwnerMessageKind,
  booking: MessageBooking,
  payload: unknown,
  publicUrl = DEFAULT_PUBLIC_URL,
): EmailContent {
  const { subject, lead, linkText, path, client, what, when } = wording(kind, booking, payload);
  const { business } = booking;
  const link = linkTo(publicUrl, path);
  const settings = linkTo(publicUrl, '/settings');
  const why = 'You get this email because email notifications are on in your Bookwell settings';
  const e = escapeHtml;
  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0;color:${business.secondaryColor}">${e(label)}</th><td style="padding:4px 0">${e(value)}</td></tr>`;
  const html = emailShell(
    business,
    `<p>${e(lead)}</p>
<table role="presentation">${row('Client', client)}${row('What', what)}${row('When', when)}</table>
<p><a href="${e(link)}" style="color:${business.primaryColor};font-weight:bold">${e(linkText)}</a></p>
<p style="color:#6b7280;font-size:12px">${e(why)}: <a href="${e(settings)}">${e(settings)}</a></p>`,
  );
  const text = [
    lead,
    '',
    `Client: ${client}`,
    `What: ${what}`,
    `When: ${when}`,
    '',
    `${linkText}: ${link}`,
    '',
    `${why}: ${settings}`,
  ].join('\n');
  return { subject, text: `${text}\n`, html, fromName: 'Bookwell', replyTo: null };
}

/** The text: 'Bookwell: ' first, the link last, at most 160 characters (the wording is cut short to fit). */
export function ownerSmsContent(
  kind: OwnerMessageKind,
  booking: MessageBooking,
  payload: unknown,
  publicUrl = DEFAULT_PUBLIC_URL,
): SmsContent {
  const { sms, path } = wording(kind, booking, payload);
  const link = linkTo(publicUrl, path);
  const compose = (middle: string) => `Bookwell: ${middle} ${link}`;
  return { body: compose(cut(sms, SMS_LIMIT - compose('').length)) };
}
