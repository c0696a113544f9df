// What the owner's own email and text say about something a client did (booked on the public page, cancelled or
// moved a booking, reviewed a visit): rendered when sent, from the booking as it is then, naming the client, the
// service, the staff member and the time in the business's zone with the zone named, with a link to the calendar
// (or the reviews) in Bookwell. From Bookwell, not from the business: the owner is the one being told. In the
// recipient's app language (users.language), else English (docs/decisions/041); English is the spec's byte for byte.
import { z } from 'zod';
import type { Locale } from '#shared/i18n/locales.ts';
import type { OwnerMessageKind } from './booking-messages.ts';
import { clientTranslator } from './client-i18n.ts';
import {
  cut,
  DEFAULT_PUBLIC_URL,
  type EmailContent,
  emailRow,
  emailShell,
  escapeHtml,
  longWhen,
  type MessageBooking,
  SMS_LIMIT,
  type SmsContent,
  shortWhen,
} from './content.ts';
import { ownerTranslator } from './owner-i18n.ts';

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

function wording(
  messageKind: OwnerMessageKind,
  booking: MessageBooking,
  payload: unknown,
  language: Locale,
): Wording {
  const t = ownerTranslator(language);
  const common = clientTranslator(language);
  const kind = ownerKindOf(messageKind);
  const { from, rating, by } = ownerPayload.catch({}).parse(payload);
  const client = `${booking.clientFirstName} ${booking.clientLastName}`.trim();
  const { serviceName: service, memberName: member } = booking;
  const what = member ? common('email.withMember', { service, member }) : service;
  const timeZone = booking.business.timeZone;
  const when = longWhen(booking.startsAt, timeZone, language);
  const short = shortWhen(booking.startsAt, timeZone, language);
  const shared = { client, what, when };
  const calendar = { ...shared, linkText: t('email.calendarLink'), path: '/calendar' };
  const values = { client, service, what, when, by: by ?? '' };
  switch (kind) {
    case 'owner_new_booking':
      return {
        subject: t('newBooking.subject', { client, service, when: short }),
        lead: t(by ? 'newBooking.leadBy' : 'newBooking.lead', values),
        sms: t('newBooking.sms', { client, what, when: short }),
        ...calendar,
      };
    case 'owner_booking_cancelled':
      return {
        subject: t('cancelled.subject', { client, service, when: short }),
        lead: t(by ? 'cancelled.leadBy' : 'cancelled.lead', values),
        sms: t('cancelled.sms', { client, what, when: short }),
        ...calendar,
      };
    case 'owner_booking_rescheduled': {
      const was = from ? longWhen(new Date(from), timeZone, language) : '';
      const lead = by ? (was ? 'moved.leadByWas' : 'moved.leadBy') : was ? 'moved.leadWas' : 'moved.lead';
      return {
        subject: t('moved.subject', { client, service, when: short }),
        lead: t(lead, { ...values, was }),
        sms: t('moved.sms', { client, what, when: short }),
        ...calendar,
      };
    }
    case 'owner_new_review': {
      const rated = { client, service, what, when, rating: rating ?? 0 };
      return {
        subject: t(rating ? 'review.subjectRated' : 'review.subject', rated),
        lead: t(rating ? 'review.leadRated' : 'review.lead', rated),
        sms: t(rating ? 'review.smsRated' : 'review.sms', { ...rated, when: short }),
        ...shared,
        linkText: t('email.reviewsLink'),
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
  language: Locale,
  publicUrl = DEFAULT_PUBLIC_URL,
): EmailContent {
  const t = ownerTranslator(language);
  const { subject, lead, linkText, path, client, what, when } = wording(kind, booking, payload, language);
  const { business } = booking;
  const link = linkTo(publicUrl, path);
  const settings = linkTo(publicUrl, '/settings');
  const why = t('email.why');
  // The rows and 'Label: value' as clients' emails write them (French: a no-break space before the colon).
  const common = clientTranslator(language);
  const labels = { client: t('email.client'), what: common('email.what'), when: common('email.when') };
  const detail = (label: string, value: string) => common('email.detail', { label, value });
  const e = escapeHtml;
  const row = emailRow(business, language);
  const html = emailShell(
    business,
    `<p>${e(lead)}</p>
<table role="presentation">${row(labels.client, client)}${row(labels.what, what)}${row(labels.when, when)}</table>
<p><a href="${e(link)}" style="color:${business.primaryColor};font-weight:bold">${e(linkText)}</a></p>
<p style="color:#6b7280;font-size:12px">${detail(e(why), `<a href="${e(settings)}">${e(settings)}</a>`)}</p>`,
    language,
  );
  const text = [
    lead,
    '',
    detail(labels.client, client),
    detail(labels.what, what),
    detail(labels.when, when),
    '',
    detail(linkText, link),
    '',
    detail(why, settings),
  ].join('\n');
  return { subject, text: `${text}\n`, html, fromName: 'Bookwell', replyTo: null };
}

/** The text: 'Bookwell: ' first, the link last, at most 160 characters (the wording is cut short to fit). */
export function ownerSmsContent(
  kind: OwnerMessageKind,
  booking: MessageBooking,
  payload: unknown,
  language: Locale,
  publicUrl = DEFAULT_PUBLIC_URL,
): SmsContent {
  const { sms, path } = wording(kind, booking, payload, language);
  const link = linkTo(publicUrl, path);
  const compose = (middle: string) => `Bookwell: ${middle} ${link}`;
  return { body: compose(cut(sms, SMS_LIMIT - compose('').length)) };
}
