// A waitlisted customer's messages: the confirmation that they joined (with the link to see or leave their entry)
// and the offer of a freed time (held for them, with the one-tap 'Book it' link). They are written in the
// transaction that joins or offers, so each goes out exactly once; what they say sits in the payload, rendered
// by the worker in the business's look, in the customer's language when the payload names it (the booking page's
// when they joined; for an offer without it, the language of the client it books), else the business's
// (docs/decisions/038). By email when the customer gave one, and by text message to their phone
// (the offer does not wait for the next time they read their email), unless the business turned that channel off.
import type { Tx } from '#server/db/client.ts';
import { outbox } from '#server/db/schema/engagement.ts';
import { DAY_PARTS, type WaitlistWindow } from '#shared/domain/waitlist-windows.ts';
import { intlLocale, isLocale, type Locale } from '#shared/i18n/locales.ts';
import { type ClientTranslator, clientTranslator } from './client-i18n.ts';
import {
  cut,
  type EmailContent,
  emailShell,
  escapeHtml,
  longWhen,
  type MessageBusiness,
  type SmsContent,
  shortWhen,
} from './content.ts';

export const WAITLIST_JOINED_KIND = 'waitlist_joined';
export const WAITLIST_OFFER_KIND = 'waitlist_offer';
export const WAITLIST_MESSAGE_KINDS: ReadonlySet<string> = new Set([
  WAITLIST_JOINED_KIND,
  WAITLIST_OFFER_KIND,
]);

export type WaitlistJoinedPayload = {
  firstName: string;
  serviceName: string;
  /** The windows as people read them in English (describeWindow). */
  windows: string[];
  /** The windows themselves, written in the message's language when it is sent (absent from older rows). */
  wanted?: WaitlistWindow[];
  link: string;
  /** The booking page's language when they joined, when known. */
  language?: Locale | null;
};
export type WaitlistOfferPayload = {
  firstName: string;
  serviceName: string;
  memberName: string;
  startsAt: string;
  expiresAt: string;
  holdMinutes: number;
  link: string;
  /** The language they joined in, else that of the client the offer books, when known. */
  language?: Locale | null;
};

type WaitlistMessage =
  | { kind: typeof WAITLIST_JOINED_KIND; payload: WaitlistJoinedPayload }
  | { kind: typeof WAITLIST_OFFER_KIND; payload: WaitlistOfferPayload };

/** Queues `message` to the customer: by email when they gave one, by text message to their phone. `occasion` tells
 * apart two messages of a kind (the offer's id). */
export async function queueWaitlistMessage(
  tx: Tx,
  to: { businessId: string; email: string | null; phone: string; occasion: string },
  message: WaitlistMessage,
) {
  const base = {
    businessId: to.businessId,
    kind: message.kind,
    payload: message.payload,
    occasion: to.occasion,
  };
  await tx
    .insert(outbox)
    .values([
      ...(to.email ? [{ ...base, channel: 'email', recipient: to.email }] : []),
      { ...base, channel: 'sms', recipient: to.phone },
    ]);
}

const isString = (value: unknown): value is string => typeof value === 'string';

function joinedPayload(data: Record<string, unknown>): WaitlistJoinedPayload | null {
  const { firstName, serviceName, windows, link } = data;
  if (![firstName, serviceName, link].every(isString) || !Array.isArray(windows) || !windows.every(isString))
    return null;
  return data as WaitlistJoinedPayload;
}

function offerPayload(data: Record<string, unknown>): WaitlistOfferPayload | null {
  const { firstName, serviceName, memberName, startsAt, expiresAt, link, holdMinutes } = data;
  if (![firstName, serviceName, memberName, startsAt, expiresAt, link].every(isString)) return null;
  if (typeof holdMinutes !== 'number') return null;
  return data as WaitlistOfferPayload;
}

/** The message's language and its translator: the payload's, else the business's. */
function languageOf(business: MessageBusiness, data: Record<string, unknown>): [Locale, ClientTranslator] {
  const language = isLocale(data.language) ? data.language : business.language;
  return [language, clientTranslator(language)];
}

const isWindow = (value: unknown): value is WaitlistWindow => {
  const { from, to, part } = (value ?? {}) as Record<string, unknown>;
  return (
    typeof from === 'string' &&
    (to === undefined || typeof to === 'string') &&
    DAY_PARTS.includes(part as WaitlistWindow['part'])
  );
};

/** The windows the customer asked for, in `language`: 'Tue, Dec 1, morning (before 12:00)' as describeWindow
 * writes them in English, 'mar, 1 dic, por la mañana (antes de las 12:00)' in Spanish. */
function wantedText(p: WaitlistJoinedPayload, language: Locale, t: ClientTranslator): string[] {
  if (!Array.isArray(p.wanted) || !p.wanted.every(isWindow)) return p.windows;
  const day = (date: string, weekday: boolean) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString(intlLocale(language), {
      timeZone: 'UTC',
      month: 'short',
      day: 'numeric',
      ...(weekday ? { weekday: 'short' } : {}),
    });
  return p.wanted.map((window) => {
    const dates =
      window.to && window.to !== window.from
        ? `${day(window.from, false)} – ${day(window.to, false)}`
        : day(window.from, true);
    return t('waitlist.joined.window', { dates, part: window.part });
  });
}

function button(business: MessageBusiness, href: string, label: string) {
  return `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;background:${business.primaryColor};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(label)}</a></p>`;
}

/** The email of a waitlist message row, or null when its payload cannot be read. */
export function waitlistEmailContent(
  kind: string,
  business: MessageBusiness,
  payload: unknown,
): EmailContent | null {
  const data = (payload ?? {}) as Record<string, unknown>;
  const e = escapeHtml;
  const from = { fromName: business.name, replyTo: business.email };
  const [language, t] = languageOf(business, data);
  if (kind === WAITLIST_JOINED_KIND) {
    const p = joinedPayload(data);
    if (!p) return null;
    const lead = t('waitlist.joined.lead', {
      name: p.firstName,
      service: p.serviceName,
      business: business.name,
    });
    const asked = t('waitlist.joined.asked');
    const wanted = wantedText(p, language, t);
    const how = t('waitlist.joined.how');
    return {
      subject: t('waitlist.joined.subject', { service: p.serviceName }),
      text: `${lead}\n\n${asked}\n${wanted.map((w) => `- ${w}`).join('\n')}\n\n${how}\n\n${t('waitlist.joined.linkText', { link: p.link })}\n`,
      html: emailShell(
        business,
        `<p>${e(lead)}</p><p>${e(asked)}</p><ul>${wanted.map((w) => `<li>${e(w)}</li>`).join('')}</ul>
<p>${e(how)}</p>
<p><a href="${e(p.link)}" style="color:${business.primaryColor}">${e(t('waitlist.joined.link'))}</a></p>`,
        language,
      ),
      ...from,
    };
  }
  if (kind === WAITLIST_OFFER_KIND) {
    const p = offerPayload(data);
    if (!p) return null;
    const startsAt = new Date(p.startsAt);
    const lead = t('waitlist.offer.lead', {
      name: p.firstName,
      service: p.serviceName,
      member: p.memberName,
      when: longWhen(startsAt, business.timeZone, language),
    });
    const held = t('waitlist.offer.held', {
      minutes: p.holdMinutes,
      until: shortWhen(new Date(p.expiresAt), business.timeZone, language),
    });
    const pass = t('waitlist.offer.pass');
    return {
      subject: t('waitlist.offer.subject', {
        service: p.serviceName,
        when: shortWhen(startsAt, business.timeZone, language),
      }),
      text: `${lead}\n${held}\n\n${t('waitlist.offer.bookText', { link: p.link })}\n\n${pass}\n`,
      html: emailShell(
        business,
        `<p>${e(lead)}</p><p>${e(held)}</p>${button(business, p.link, t('waitlist.offer.book'))}
<p>${e(pass)}</p>`,
        language,
      ),
      ...from,
    };
  }
  return null;
}

/** The text message of a waitlist message row, or null when its payload cannot be read. */
export function waitlistSmsContent(
  kind: string,
  business: MessageBusiness,
  payload: unknown,
): SmsContent | null {
  const data = (payload ?? {}) as Record<string, unknown>;
  const name = cut(business.name, 30);
  const [language, t] = languageOf(business, data);
  if (kind === WAITLIST_JOINED_KIND) {
    const p = joinedPayload(data);
    return (
      p && {
        body: t('waitlist.joined.sms', { business: name, service: cut(p.serviceName, 40), link: p.link }),
      }
    );
  }
  if (kind === WAITLIST_OFFER_KIND) {
    const p = offerPayload(data);
    return (
      p && {
        body: t('waitlist.offer.sms', {
          business: name,
          service: cut(p.serviceName, 30),
          when: shortWhen(new Date(p.startsAt), business.timeZone, language),
          minutes: p.holdMinutes,
          link: p.link,
        }),
      }
    );
  }
  return null;
}
