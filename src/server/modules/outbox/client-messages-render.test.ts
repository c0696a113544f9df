// Every message a client can receive, in every language (docs/decisions/038): each renders whole (every argument
// filled in, nothing of the ICU syntax left), none repeats an English sentence outside English, the text message
// ends with the language's opt-out, and an Arabic email reads right to left.
import { describe, expect, it } from 'vitest';
import { describeWindow, type WaitlistWindow } from '#shared/domain/waitlist-windows.ts';
import { LOCALES, type Locale } from '#shared/i18n/locales.ts';
import { CLIENT_MESSAGE_KINDS } from './booking-messages.ts';
import { clientTranslator } from './client-i18n.ts';
import { emailContent, type MessageBooking, signInCodeEmail, signInCodeSms, smsContent } from './content.ts';
import { RENDER_BUSINESS } from './render-test-kit.ts';
import {
  WAITLIST_JOINED_KIND,
  WAITLIST_OFFER_KIND,
  waitlistEmailContent,
  waitlistSmsContent,
} from './waitlist-messages.ts';

const business = RENDER_BUSINESS;
const booking = (language: Locale, series: MessageBooking['series'] = []): MessageBooking => ({
  id: '01900000-0000-7000-8000-000000000000',
  status: 'confirmed',
  startsAt: new Date('2026-12-05T13:30:00Z'),
  endsAt: new Date('2026-12-05T14:00:00Z'),
  serviceName: 'Coupe',
  memberName: 'Ana',
  clientFirstName: 'Maya',
  clientLastName: 'Lopez',
  language,
  business,
  clientChannelsOff: [],
  series,
});
const series = [0, 7, 14].map((days) => ({
  id: `0190000${days}-0000-7000-8000-000000000000`.slice(0, 36),
  startsAt: new Date(Date.UTC(2026, 11, 5 + days, 13, 30)),
  endsAt: new Date(Date.UTC(2026, 11, 5 + days, 14)),
}));
const code = { code: '123456', link: 'https://lumiere.test/s', minutes: 15 };
const wanted: WaitlistWindow[] = [
  { from: '2026-12-01', part: 'morning' },
  { from: '2026-12-03', to: '2026-12-05', part: 'any' },
];
const joined = {
  firstName: 'Maya',
  serviceName: 'Coupe',
  windows: wanted.map(describeWindow),
  wanted,
  link: 'https://l.test/w',
};
const offer = {
  firstName: 'Maya',
  serviceName: 'Coupe',
  memberName: 'Ana',
  startsAt: '2026-12-05T13:30:00Z',
  expiresAt: '2026-12-04T10:00:00Z',
  holdMinutes: 30,
  link: 'https://l.test/w',
};

/** Every text a client can receive in `language`, by what it is. */
function everything(language: Locale): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const kind of CLIENT_MESSAGE_KINDS) {
    const payload = { from: '2026-12-04T09:00:00Z', manageLink: 'https://l.test/m' };
    const email = emailContent(kind, booking(language), payload);
    texts[`${kind} email`] = `${email.subject}\n${email.text}\n${email.html}\n${email.ics?.content ?? ''}`;
    texts[`${kind} sms`] = smsContent(kind, booking(language), payload).body;
  }
  const repeated = emailContent('booking_confirmation', booking(language, series), {});
  texts['series email'] = `${repeated.subject}\n${repeated.text}`;
  texts['series sms'] = smsContent('booking_confirmation', booking(language, series), {}).body;
  const signIn = signInCodeEmail(business, { ...code, language });
  texts['sign-in email'] = `${signIn.subject}\n${signIn.text}\n${signIn.html}`;
  texts['sign-in sms'] = signInCodeSms(business, { ...code, language }).body;
  for (const [kind, payload] of [
    [WAITLIST_JOINED_KIND, joined],
    [WAITLIST_OFFER_KIND, offer],
  ] as const) {
    const email = waitlistEmailContent(kind, business, { ...payload, language })!;
    texts[`${kind} email`] = `${email.subject}\n${email.text}\n${email.html}`;
    texts[`${kind} sms`] = waitlistSmsContent(kind, business, { ...payload, language })!.body;
  }
  return texts;
}

const english = everything('en');
/** The English sentences of the messages (what the client reads), without the business's own words. */
const englishSentences = new Set(
  Object.values(english)
    .flatMap((text) => text.replace(/<[^>]+>/g, '\n').split(/\n|(?<=[.:?!]) /))
    .map((line) => line.trim())
    .filter((line) => /[a-z]{3,} [a-z]{3,}/.test(line) && !/Lumière|rue de la Paix|BEGIN:|https:/.test(line)),
);

describe('every client message in every language', () => {
  it.each(LOCALES)('%s: whole, in its own words, ending as its text messages do', (language) => {
    // The English sentences looked for: every message's (a check that finds none proves nothing).
    expect(englishSentences.size).toBeGreaterThan(40);
    const texts = everything(language);
    const optOut = clientTranslator(language)('sms.optOut');
    for (const [what, text] of Object.entries(texts)) {
      expect(text, `${language} ${what}`).not.toMatch(/undefined|\[object|\{[a-z]+[,}]/);
      if (language !== 'en') {
        for (const sentence of englishSentences) expect(text, `${language} ${what}`).not.toContain(sentence);
      }
    }
    for (const kind of CLIENT_MESSAGE_KINDS) expect(texts[`${kind} sms`]!.endsWith(optOut), kind).toBe(true);
  });

  it('the days a waitlisted customer asked for are written in their language, in English as the pages write them', () => {
    const text = (language: Locale) =>
      waitlistEmailContent(WAITLIST_JOINED_KIND, business, { ...joined, language })!.text;
    expect(text('en')).toContain('- Tue, Dec 1, morning (before 12:00)\n- Dec 3 – Dec 5, any time\n');
    expect(text('es')).toContain(
      '- mar, 1 dic, por la mañana (antes de las 12:00)\n- 3 dic – 5 dic, a cualquier hora\n',
    );
    expect(text('de')).toContain('- Di., 1. Dez., vormittags (vor 12:00)\n');
    // A row written before the windows were kept speaks them in English.
    expect(
      waitlistEmailContent(WAITLIST_JOINED_KIND, business, { ...joined, wanted: undefined, language: 'es' })!
        .text,
    ).toContain('- Tue, Dec 1, morning (before 12:00)');
  });

  it('an Arabic email is marked right to left, its labels aligned to the right', () => {
    const { html } = emailContent('booking_confirmation', booking('ar'), {});
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<th align="right"');
    expect(html).not.toContain('align="left"');
  });
});
