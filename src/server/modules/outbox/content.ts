// What a client message says: rendered when it is sent, from the booking as it is then (a reminder after a
// reschedule names the new time), in the client's language, else the business's (docs/decisions/038). Email: HTML
// and plain text with the business's name, address, colours and contact, times in the business's zone with the zone
// named, the confirmation with an .ics attachment. SMS: the business's name first, at most 160 characters where
// possible, ending with the opt-out wording.
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryPrepared } from '#server/db/client.ts';
import { buildCalendar } from '#server/modules/calendar/ics.ts';
import { bookingServiceName } from '#server/platform/visit-name.ts';
import { intlLocale, type Locale, localeDirection } from '#shared/i18n/locales.ts';
import type { ClientMessageKind } from './booking-messages.ts';
import { type ClientTranslator, clientTranslator } from './client-i18n.ts';
import type { SignInCodePayload } from './sign-in-messages.ts';

/** How an English text message ends (its catalog's sms.optOut). */
export const SMS_OPT_OUT = 'Reply STOP to opt out';
export const SMS_LIMIT = 160;
/** Where links in messages point when PUBLIC_URL is not set (a development machine). */
export const DEFAULT_PUBLIC_URL = 'http://localhost:5000';

/** A business as its messages show it. */
export type MessageBusiness = {
  name: string;
  slug: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  timeZone: string;
  /** The business's language (businesses.language): its clients' messages speak it until a client's is known. */
  language: Locale;
  primaryColor: string;
  secondaryColor: string;
  accentColor: string;
  textColor: string;
};

/** A booking as its messages show it. */
export type MessageBooking = {
  id: string;
  status: string;
  startsAt: Date;
  endsAt: Date;
  serviceName: string;
  memberName: string | null;
  clientFirstName: string;
  clientLastName: string;
  /** The client's language (the one they last booked or signed in with), else the business's. */
  language: Locale;
  business: MessageBusiness;
  /** The channels the business turned off for messages to its clients (client customization's
   * emailNotifications / smsNotifications). */
  clientChannelsOff: Array<'email' | 'sms'>;
  /** The appointments still booked of the booking's series, in date order ([] when it does not repeat): the
   * series' one confirmation lists them and carries an event for each. */
  series: Array<{ id: string; startsAt: Date; endsAt: Date }>;
};

export type EmailContent = {
  subject: string;
  text: string;
  html: string;
  /** The sender's display name and where replies go (the business). */
  fromName: string;
  replyTo: string | null;
  ics?: { filename: string; content: string };
};
export type SmsContent = { body: string };

/** A business as the query reads it: the same fields, its colours not yet checked. */
type BusinessRow = MessageBusiness;

type MessageRow = BusinessRow & {
  id: string;
  status: string;
  startsAt: string | Date;
  endsAt: string | Date;
  serviceName: string;
  /** The booking's member, then a shared visit's other members in order (decision 043). */
  memberNames: Array<string | null>;
  clientFirstName: string;
  clientLastName: string;
  clientLanguage: Locale;
  clientChannelsOff: Array<'email' | 'sms'>;
  series: Array<{ id: string; startsAt: string; endsAt: string }>;
};

/** The business's columns as BusinessRow names them (bz: businesses, cc: client_customizations, p: the owner's
 * user_branding_preferences). */
const BUSINESS_COLUMNS = sql`bz.name, bz.slug, coalesce(bz.address, p.address) as address,
      coalesce(bz.phone, p.contact_phone) as phone, coalesce(bz.email, p.contact_email) as email,
      bz.timezone as "timeZone", bz.language, coalesce(cc.primary_color, '#10b981') as "primaryColor",
      coalesce(cc.secondary_color, '#1e40af') as "secondaryColor",
      coalesce(cc.accent_color, '#f59e0b') as "accentColor", coalesce(cc.text_color, '#111827') as "textColor"`;
const BUSINESS_JOINS = sql`left join client_customizations cc on cc.business_id = bz.id
    left join user_branding_preferences p on p.user_id = bz.user_id`;

/** Column `clientChannelsOff` (over cc, client_customizations): the channels the business turned off for its
 * clients' messages. */
const CLIENT_CHANNELS_OFF = sql`array_remove(array[case when cc.email_notifications = false then 'email' end,
        case when cc.sms_notifications = false then 'sms' end], null) as "clientChannelsOff"`;

function toMessageBusiness(r: BusinessRow): MessageBusiness {
  return {
    name: r.name,
    slug: r.slug,
    address: r.address,
    phone: r.phone,
    email: r.email,
    timeZone: r.timeZone,
    language: r.language,
    primaryColor: safeColor(r.primaryColor, '#10b981'),
    secondaryColor: safeColor(r.secondaryColor, '#1e40af'),
    accentColor: safeColor(r.accentColor, '#f59e0b'),
    textColor: safeColor(r.textColor, '#111827'),
  };
}

/** The businesses of `ids` as their messages show them, by id. */
export async function loadMessageBusinesses(
  db: DbOrTx,
  ids: string[],
): Promise<Map<string, MessageBusiness & Pick<MessageBooking, 'clientChannelsOff'>>> {
  if (ids.length === 0) return new Map();
  const rows = await queryPrepared<BusinessRow & Pick<MessageBooking, 'clientChannelsOff'> & { id: string }>(
    db,
    sql`select bz.id, ${CLIENT_CHANNELS_OFF}, ${BUSINESS_COLUMNS} from businesses bz ${BUSINESS_JOINS}
    where bz.id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
  return new Map(
    rows.map((r) => [r.id, { ...toMessageBusiness(r), clientChannelsOff: r.clientChannelsOff }]),
  );
}

/** Who performs a booking, as a list in `language` ('Ana and Ben'); null when its member is gone. */
function performers(names: Array<string | null>, language: Locale): string | null {
  const known = [...new Set(names.filter((name) => name !== null))];
  return names[0] === null ? null : new Intl.ListFormat(language, { type: 'conjunction' }).format(known);
}

/** The bookings of `ids` as their messages show them, by id (one read for a batch of messages). */
export async function loadMessageBookings(db: DbOrTx, ids: string[]): Promise<Map<string, MessageBooking>> {
  if (ids.length === 0) return new Map();
  const rows = await queryPrepared<MessageRow>(
    db,
    sql`
    select bk.id, bk.status, bk.appointment_date as "startsAt",
      bk.appointment_date + make_interval(mins => bk.duration_minutes) as "endsAt",
      ${bookingServiceName(sql`bk.id`, sql`s.name`)} as "serviceName", array[tm.name] || array(select m.name from booking_services p
        join team_members m on m.id = p.team_member_id where p.booking_id = bk.id order by p.position) as "memberNames",
      c.first_name as "clientFirstName",
      c.last_name as "clientLastName", coalesce(c.language, bz.language) as "clientLanguage",
      ${CLIENT_CHANNELS_OFF},
      coalesce((select json_agg(json_build_object('id', o.id, 'startsAt', o.appointment_date,
          'endsAt', o.appointment_date + make_interval(mins => o.duration_minutes)) order by o.appointment_date)
        from bookings o where o.series_id = bk.series_id and o.status in ('confirmed', 'pending')), '[]'::json)
        as series,
      ${BUSINESS_COLUMNS}
    from bookings bk
    join services s on s.id = bk.service_id
    join clients c on c.id = bk.client_id
    join businesses bz on bz.id = bk.business_id
    left join team_members tm on tm.id = bk.team_member_id
    ${BUSINESS_JOINS}
    where bk.id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        status: r.status,
        startsAt: new Date(r.startsAt),
        endsAt: new Date(r.endsAt),
        serviceName: r.serviceName,
        memberName: performers(r.memberNames, r.clientLanguage),
        clientFirstName: r.clientFirstName,
        clientLastName: r.clientLastName,
        language: r.clientLanguage,
        business: toMessageBusiness(r),
        clientChannelsOff: r.clientChannelsOff,
        series: r.series.map((o) => ({
          id: o.id,
          startsAt: new Date(o.startsAt),
          endsAt: new Date(o.endsAt),
        })),
      },
    ]),
  );
}

/** Colours are free text in the customization editor: only a hex colour goes into a style attribute. */
function safeColor(value: string, fallback: string) {
  return /^#[0-9a-fA-F]{3,8}$/.test(value) ? value : fallback;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: Locale, timeZone: string, options: Intl.DateTimeFormatOptions, instant: Date) {
  const key = `${locale} ${timeZone} ${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocale(locale), { timeZone, ...options });
    formats.set(key, f);
  }
  return f.format(instant).replace(/\u202f/g, ' ');
}

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

/** 'Monday, March 9, 2026 at 9:00 AM EDT (America/New_York)'; in Spanish 'sábado, 5 de diciembre de 2026 a las
 * 14:30 CET (Europe/Paris)'. */
export function longWhen(instant: Date, timeZone: string, locale: Locale = 'en') {
  const day = format(
    locale,
    timeZone,
    { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
    instant,
  );
  const time = format(locale, timeZone, TIME, instant);
  return clientTranslator(locale)('when.long', { day, time, zone: timeZone });
}

/** 'Mon Mar 9, 9:00 AM EDT'; in Spanish 'sáb, 5 dic a las 14:30 CET'. */
export function shortWhen(instant: Date, timeZone: string, locale: Locale = 'en') {
  const day = format(locale, timeZone, { weekday: 'short', month: 'short', day: 'numeric' }, instant);
  const time = format(locale, timeZone, TIME, instant);
  // The spec's English short date has no comma after the weekday ('Mon Mar 9').
  return clientTranslator(locale)('when.short', { day: locale === 'en' ? day.replace(',', '') : day, time });
}

type Wording = { subject: string; lead: string; sms: string };

/** The client dashboard's reviews section, where the client signs in by code and reviews the visit. */
export function reviewLink(publicUrl: string, slug: string) {
  return `${new URL(publicUrl).origin}/client/${encodeURIComponent(slug)}/reviews`;
}

function wording(
  kind: ClientMessageKind,
  booking: MessageBooking,
  payload: Record<string, unknown>,
  t: ClientTranslator,
): Wording {
  const { language, business } = booking;
  const service = booking.serviceName;
  const when = longWhen(booking.startsAt, business.timeZone, language);
  const short = shortWhen(booking.startsAt, business.timeZone, language);
  const count = booking.series.length;
  switch (kind) {
    case 'booking_confirmation':
      if (count > 1)
        return {
          subject: t('series.subject', { count, service }),
          lead: t('series.lead', { count, service, when }),
          sms: t('series.sms', { count, service, when: short }),
        };
      return {
        subject: t('confirmation.subject', { service }),
        lead: t('confirmation.lead', { service, when }),
        sms: t('confirmation.sms', { service, when: short }),
      };
    case 'booking_rescheduled': {
      const from = typeof payload.from === 'string' ? new Date(payload.from) : null;
      return {
        subject: t('rescheduled.subject', { service }),
        lead: from
          ? t('rescheduled.leadWas', { service, when, was: longWhen(from, business.timeZone, language) })
          : t('rescheduled.lead', { service, when }),
        sms: t('rescheduled.sms', { service, when: short }),
      };
    }
    case 'booking_cancelled':
      return {
        subject: t('cancelled.subject', { service }),
        lead: t('cancelled.lead', { service, when }),
        sms: t('cancelled.sms', { service, when: short }),
      };
    case 'reminder_24h':
    case 'reminder_2h':
      return {
        subject: t(kind === 'reminder_24h' ? 'reminder.subjectTomorrow' : 'reminder.subjectToday', {
          service,
        }),
        lead: t('reminder.lead', { service, when }),
        sms: t('reminder.sms', { service, when: short }),
      };
    case 'thank_you':
      return {
        subject: t('thankYou.subject'),
        lead: t('thankYou.lead', { service }),
        sms: t('thankYou.sms'),
      };
  }
}

/** The text message: business name first, the opt-out last, at most 160 characters (a long business name, then
 * the wording, is cut short with an ellipsis). In the client's language. */
export function smsContent(
  kind: ClientMessageKind,
  booking: MessageBooking,
  payload: Record<string, unknown>,
  publicUrl = DEFAULT_PUBLIC_URL,
) {
  const t = clientTranslator(booking.language);
  const { sms } = wording(kind, booking, payload, t);
  const optOut = t('sms.optOut');
  const compose = (name: string, middle: string) => `${name}: ${middle} ${optOut}`;
  const name = booking.business.name;
  // The thank-you carries the review link when the whole text still fits (a link cut short is no link).
  if (kind === 'thank_you') {
    const withLink = compose(
      name,
      t('thankYou.smsReview', { link: reviewLink(publicUrl, booking.business.slug) }),
    );
    if (withLink.length <= SMS_LIMIT) return { body: withLink } satisfies SmsContent;
  }
  let body = compose(name, sms);
  if (body.length > SMS_LIMIT) {
    const shortName = cut(name, 30);
    body = compose(shortName, cut(sms, SMS_LIMIT - compose(shortName, '').length));
  }
  return { body } satisfies SmsContent;
}

export function cut(value: string, max: number) {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

/** The email, in the client's language. */
export function emailContent(
  kind: ClientMessageKind,
  booking: MessageBooking,
  payload: Record<string, unknown>,
  now = new Date(),
  publicUrl = DEFAULT_PUBLIC_URL,
): EmailContent {
  const { language, business } = booking;
  const t = clientTranslator(language);
  const { subject, lead } = wording(kind, booking, payload, t);
  const review = kind === 'thank_you' ? reviewLink(publicUrl, business.slug) : null;
  const what = booking.memberName
    ? t('email.withMember', { service: booking.serviceName, member: booking.memberName })
    : booking.serviceName;
  const where = business.address ? `${business.name}, ${business.address}` : business.name;
  const showsAppointment = kind !== 'thank_you';
  // A series' confirmation names every appointment of it.
  const appointments =
    kind === 'booking_confirmation' && booking.series.length > 1 ? booking.series : [booking];
  const whens = appointments.map((a) => longWhen(a.startsAt, business.timeZone, language));
  const contact = [business.phone, business.email].filter(Boolean).join(' · ');
  const detail = (label: string, value: string) => t('email.detail', { label, value });
  // The later times of a series line up under the first, after the label.
  const under = ' '.repeat(detail(t('email.when'), '').trimEnd().length);
  const lines = [
    t('email.greeting', { name: booking.clientFirstName }),
    '',
    lead,
    ...(showsAppointment
      ? [
          '',
          detail(t('email.what'), what),
          ...whens.map((when, i) => (i === 0 ? detail(t('email.when'), when) : `${under} ${when}`)),
        ]
      : []),
    detail(t('email.where'), where),
    ...(review ? ['', t('email.reviewText', { link: review })] : []),
    ...(contact ? ['', t('email.contact', { business: business.name, contact })] : []),
  ];
  const manageLink =
    kind === 'booking_confirmation' && typeof payload.manageLink === 'string' ? payload.manageLink : null;
  if (manageLink) lines.push('', t('email.manageText', { link: manageLink }));
  const e = escapeHtml;
  const row = emailRow(business, language);
  const html = emailShell(
    business,
    `<p>${e(t('email.greeting', { name: booking.clientFirstName }))}</p>
<p>${e(lead)}</p>
<table role="presentation">${showsAppointment ? row(t('email.what'), what) + whens.map((when, i) => row(i === 0 ? t('email.when') : '', when)).join('') : ''}${row(t('email.where'), where)}</table>
${manageLink ? `<p><a href="${e(manageLink)}" style="color:${business.primaryColor}">${e(t('email.manageLink'))}</a></p>` : ''}
${review ? `<p>${e(t('email.reviewQuestion'))} <a href="${e(review)}" style="color:${business.primaryColor};font-weight:bold">${e(t('email.reviewLink'))}</a></p>` : ''}
${contact ? `<p style="border-top:1px solid ${business.accentColor};padding-top:12px">${e(t('email.contact', { business: business.name, contact }))}</p>` : ''}`,
    language,
  );
  return {
    subject: `${subject} (${business.name})`,
    text: `${lines.join('\n')}\n`,
    html,
    fromName: business.name,
    replyTo: business.email,
    ...(kind === 'booking_confirmation'
      ? {
          ics: {
            filename: appointments.length > 1 ? 'appointments.ics' : 'appointment.ics',
            content: buildCalendar({
              method: 'PUBLISH',
              now,
              // One event per appointment, each with its booking's uid, so a later change to one replaces it alone.
              events: appointments.map((appointment) => ({
                uid: `${appointment.id}@bookwell`,
                startsAt: appointment.startsAt,
                endsAt: appointment.endsAt,
                timeZone: business.timeZone,
                summary: t('ics.summary', { service: booking.serviceName, business: business.name }),
                description: booking.memberName
                  ? t('ics.description', { member: booking.memberName })
                  : undefined,
                location: business.address ?? undefined,
              })),
            }),
          },
        }
      : {}),
  };
}

/** The HTML document around a message's body: the business's name as the heading, in its colours; in
 * `language` (its direction too). */
/** An email's table row of a label and its value, the label on the side the language starts from (Arabic: right). */
export function emailRow(business: Pick<MessageBusiness, 'secondaryColor'>, language: Locale) {
  const align = localeDirection(language) === 'rtl' ? 'right' : 'left';
  return (label: string, value: string) =>
    `<tr><th align="${align}" style="padding:4px ${align === 'left' ? '12px 4px 0' : '0 4px 12px'};color:${business.secondaryColor}">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`;
}

export function emailShell(
  business: Pick<MessageBusiness, 'name' | 'primaryColor' | 'textColor'>,
  body: string,
  language: Locale = 'en',
) {
  return `<!doctype html><html lang="${language}" dir="${localeDirection(language)}"><body style="margin:0;background:#f8fafc;font-family:Arial,sans-serif;color:${business.textColor}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-top:6px solid ${business.primaryColor}">
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px;color:${business.primaryColor}">${escapeHtml(business.name)}</h1>
${body}
</td></tr></table></td></tr></table></body></html>`;
}

/** The client's sign-in code by email: the code, the one-time link and how long both are valid; in the language
 * the client asked for it in, else the business's. */
export function signInCodeEmail(business: MessageBusiness, payload: SignInCodePayload): EmailContent {
  const e = escapeHtml;
  const language = payload.language ?? business.language;
  const t = clientTranslator(language);
  const valid = t('signIn.valid', { minutes: payload.minutes });
  const ignore = t('signIn.ignore');
  return {
    subject: t('signIn.subject', { code: payload.code, business: business.name }),
    text: `${t('signIn.text', { business: business.name, code: payload.code })}\n${valid}\n\n${t('signIn.linkText', { link: payload.link })}\n\n${ignore}\n`,
    html: emailShell(
      business,
      `<p>${e(t('signIn.codeIs'))}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${e(payload.code)}</p>
<p>${e(valid)}</p>
<p><a href="${e(payload.link)}" style="color:${business.primaryColor}">${e(t('signIn.oneClick'))}</a></p>
<p>${e(ignore)}</p>`,
      language,
    ),
    fromName: business.name,
    replyTo: business.email,
  };
}

/** The client's sign-in code by text message: the business's name first, the code, the link. */
export function signInCodeSms(business: MessageBusiness, payload: SignInCodePayload): SmsContent {
  const t = clientTranslator(payload.language ?? business.language);
  return {
    body: t('signIn.sms', {
      business: cut(business.name, 30),
      code: payload.code,
      minutes: payload.minutes,
      link: payload.link,
    }),
  };
}

export function escapeHtml(value: string) {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
