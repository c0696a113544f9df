// Every email, text and push an owner or team member can receive, in every language (docs/decisions/041): each
// renders whole (every argument filled in, nothing of the ICU syntax left), none keeps an English sentence outside
// English, and an Arabic email reads right to left.
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '#shared/i18n/locales.ts';
import { OWNER_MESSAGE_KINDS } from './booking-messages.ts';
import type { MessageBooking } from './content.ts';
import { ownerPushPayload } from './owner-i18n.ts';
import { ownerEmailContent, ownerSmsContent } from './owner-messages.ts';
import { RENDER_BUSINESS } from './render-test-kit.ts';

const booking = {
  id: '01900000-0000-7000-8000-000000000000',
  status: 'confirmed',
  startsAt: new Date('2026-12-05T13:30:00Z'),
  endsAt: new Date('2026-12-05T14:00:00Z'),
  serviceName: 'Balayage',
  memberName: 'Ana',
  clientFirstName: 'Lena',
  clientLastName: 'Vogel',
  language: 'fr',
  business: RENDER_BUSINESS,
  clientChannelsOff: [],
  series: [],
} satisfies MessageBooking;

/** Each payload shape the writers queue: by a client, by someone in the business, a move's old time, a rating. */
const PAYLOADS = [
  {},
  { by: 'Bo Berg' },
  { from: '2026-12-04T09:00:00Z' },
  { by: 'Bo Berg', from: '2026-12-04T09:00:00Z' },
  { rating: 4 },
];
/** Sentences of the English wording that must not be left in another language's message. */
const ENGLISH =
  /\b(booked|cancelled|moved|review from|See it in|Read and reply|You get this|Client:|When:)|\bwith Ana/;
const rendered = (text: string) => expect(text).not.toMatch(/[{}]|undefined|NaN/);

describe.each(LOCALES.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en'))(
  '%s',
  (locale) => {
    it('writes every email and text whole, in the language', () => {
      for (const kind of OWNER_MESSAGE_KINDS) {
        for (const payload of PAYLOADS) {
          const email = ownerEmailContent(kind, booking, payload, locale);
          const sms = ownerSmsContent(kind, booking, payload, locale).body;
          for (const text of [email.subject, email.text, sms]) {
            rendered(text);
            expect(text, `${kind} ${JSON.stringify(payload)}`).not.toMatch(ENGLISH);
          }
          expect(email.html).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
          expect(sms.length).toBeLessThanOrEqual(160);
        }
      }
    });

    it('writes every push whose payload says enough, in the language', () => {
      const english = { title: 'English title', body: 'English body', url: '/calendar' };
      for (const kind of OWNER_MESSAGE_KINDS) {
        const payload = { ...english, by: 'Bo Berg', from: '2026-12-04T09:00:00Z', rating: 4 };
        const push = ownerPushPayload(kind, booking, payload, locale);
        expect(push.title, kind).not.toBe(english.title);
        rendered(String(push.body));
        expect(String(push.body), kind).not.toMatch(ENGLISH);
        expect(push.url).toBe('/calendar');
      }
    });
  },
);
