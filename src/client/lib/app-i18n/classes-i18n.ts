// The owner's Classes page's messages and a class session's roster's (docs/decisions/041): the week of sessions, the
// weekly schedules, the dialogs that add, move and cancel a session, and the roster with its check-in, a catalog of
// their own, English coming with the page's code and another language fetched once, when first shown in it.

import { formatLocalDate } from '#client/lib/format.ts';
import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import { formatCount, instantFormats, useAreaI18n } from './app-i18n.ts';
import english from './locales/classes/en.ts';

export type ClassesMessageId = keyof typeof english;

const loadClassesMessages = catalogLoader(english as unknown as Messages, {
  es: () => import('./locales/classes/es.ts'),
  fr: () => import('./locales/classes/fr.ts'),
  de: () => import('./locales/classes/de.ts'),
  'pt-BR': () => import('./locales/classes/pt-BR.ts'),
  ar: () => import('./locales/classes/ar.ts'),
  'en-XA': () => import('./locales/classes/en-XA.ts'),
});

/** A Monday (2024-01-01), the 0–6 weekday (0 Sunday) counted from it. */
const weekdayDate = (day: number) => `2024-01-0${day === 0 ? 7 : day}`;

/**
 * The Classes page's and the roster's messages in the app's language, with its formats, English as before: a day
 * ('Mar 2', 'Monday, March 2'), a weekday ('Mon', 'Monday'), an instant's time and day ('Tue, Mar 10, 2099 at 9:00
 * AM'), how full a session is ('7 of 12 booked') and an attendee's seats ('1 seat').
 */
export function useClassesI18n() {
  const i18n = useAreaI18n<ClassesMessageId>(loadClassesMessages);
  const { t, intl } = i18n;
  const plural = (value: number) => ({ count: value, total: formatCount(value, intl) });
  return {
    ...i18n,
    plural,
    date: (date: string, options: Intl.DateTimeFormatOptions) => formatLocalDate(date, options, intl),
    weekday: (day: number, weekday: 'short' | 'long') => formatLocalDate(weekdayDate(day), { weekday }, intl),
    ...instantFormats(intl, (parts) => t('format.when', parts)),
    seatsBooked: ({ seatsTaken, capacity }: { seatsTaken: number; capacity: number }) =>
      t('seats.booked', { ...plural(capacity), taken: formatCount(seatsTaken, intl) }),
    seatCount: (seats: number) => t('seats.count', plural(seats)),
  };
}
