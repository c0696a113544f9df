// The owner's app's formats in its language that more than one page shows (docs/decisions/041): counts, and an
// instant's time and day in the business's zone. English keeps the spec's formats ('1234', '9:30 AM').
import { formatInstantDate, formatTime12, wallClockOf } from '#client/lib/format.ts';

const US_ENGLISH = 'en-US';

/** A count as English shows it ('1234'), grouped the language's way elsewhere ('1.234' in German). */
export function formatCount(value: number, locale = US_ENGLISH): string {
  return locale === US_ENGLISH ? String(value) : value.toLocaleString(locale);
}

const DAY = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' } as const;

/**
 * An instant's time and its day and time in the business's zone, for the Intl locale `intl`; `at` joins the two
 * in the language ('{day} at {time}'). lib/format.ts's own helpers take no locale for these: it is shared with the
 * booking page, whose budget a new export there would grow.
 */
export function instantFormats(intl: string, at: (parts: { day: string; time: string }) => string) {
  /** '9:30 AM' ('9:30' in German, '14:30' after noon). */
  const time = (iso: string, timeZone: string) => formatTime12(wallClockOf(iso, timeZone).time, intl);
  /** 'Tue, Jun 9, 2026 at 9:30 AM' ('Di., 9. Juni 2026 um 9:30'). */
  const when = (iso: string, timeZone: string) =>
    at({ day: formatInstantDate(iso, timeZone, DAY, intl), time: time(iso, timeZone) });
  return { time, when };
}
