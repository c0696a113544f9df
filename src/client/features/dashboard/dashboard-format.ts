// Pure display rules of the owner dashboard: booking and activity time labels, ratings, progress and
// which of today's bookings the 'Today's Schedule' card lists.
import { formatInstantDate } from '#client/lib/format.ts';
import { formatMoney } from '#shared/domain/money.ts';

/** Today's Schedule shows at most this many entries (spec part 1 §9). */
export const TODAY_SCHEDULE_LIMIT = 3;
/** Live Activity keeps at most this many items (spec part 1 §9). */
export const LIVE_ACTIVITY_LIMIT = 6;

/** '9:30 AM' in the business's time zone ('14:30' in German); 'Time TBD' when missing, 'Invalid time' when
 * unparsable. */
export function formatBookingTime(
  value: string | null | undefined,
  timeZone: string,
  locale = 'en-US',
): string {
  if (!value) return 'Time TBD';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid time';
  try {
    return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(date);
  } catch {
    // An unknown zone name: still show a time rather than nothing.
    return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date);
  }
}

/** 'Tue, Mar 4' in the business's time zone ('Di., 4. März' in German; '' when unparsable). */
export function formatBookingDay(
  value: string | null | undefined,
  timeZone: string,
  locale = 'en-US',
): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
}

/** The booking's status for people; 'confirmed' when absent (spec part 1 §3). */
export function bookingStatusLabel(status: string | null | undefined): string {
  if (!status) return 'confirmed';
  return status.replaceAll('_', ' ');
}

/** How an activity's age is said: English by default, the app's language from the dashboard cards' catalog. */
export type ActivityAgeWords = {
  justNow: string;
  minutes: (count: number) => string;
  hours: (count: number) => string;
  days: (count: number) => string;
  /** The Intl locale of a date older than a week. */
  locale?: string;
};

const ENGLISH_AGE: ActivityAgeWords = {
  justNow: 'Just now',
  minutes: (count) => `${count}m ago`,
  hours: (count) => `${count}h ago`,
  days: (count) => `${count}d ago`,
};

/**
 * How long ago an activity happened: 'Just now' under a minute (and for a missing, unparsable or future
 * time — spec part 1 §8), then '5m ago', '3h ago', '2d ago', and after a week its date in the business's zone.
 */
export function formatActivityTime(
  value: string | null | undefined,
  timeZone: string,
  now: Date = new Date(),
  words: ActivityAgeWords = ENGLISH_AGE,
): string {
  const time = value ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) return words.justNow;
  const seconds = Math.floor((now.getTime() - time) / 1000);
  if (seconds < 60) return words.justNow;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return words.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return words.hours(hours);
  const days = Math.floor(hours / 24);
  if (days < 7) return words.days(days);
  return formatInstantDate(
    new Date(time).toISOString(),
    timeZone,
    { month: 'short', day: 'numeric' },
    words.locale,
  );
}

/** A whole percentage between 0 and 100 for a progress bar; anything unusable is 0. */
export function cappedProgress(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)));
}

/** The average rating to one decimal; none without reviews (no made-up 5.0, docs/decisions/020). */
export function formatRating(avgRating: number | null | undefined): string | null {
  if (avgRating === null || avgRating === undefined || !Number.isFinite(avgRating)) return null;
  return avgRating.toFixed(1);
}

/** An analytics amount (currency units, e.g. 1234.5) as money: '$1,234.50' (in German '1.234,50 $'). */
export function formatAmount(units: number, currency: string, locale?: string): string {
  const cents = Math.round(units * 100);
  try {
    return formatMoney(cents, currency, locale);
  } catch {
    return formatMoney(cents, 'USD', locale);
  }
}

type ScheduledBooking = { dateTime?: string | null; endsAt?: string | null; status?: string | null };

/**
 * Today's bookings still to come or in progress, soonest first, at most `limit`. Bookings without a usable
 * time are kept (they show 'Time TBD' / 'Invalid time') after the timed ones.
 */
export function upcomingToday<T extends ScheduledBooking>(
  bookings: readonly T[],
  now: Date,
  limit = TODAY_SCHEDULE_LIMIT,
): T[] {
  const at = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NaN);
  const live = bookings.filter((booking) => {
    if (booking.status === 'cancelled') return false;
    const end = at(booking.endsAt);
    const start = at(booking.dateTime);
    const until = Number.isNaN(end) ? start : end;
    return Number.isNaN(until) || until > now.getTime();
  });
  const key = (booking: T) => {
    const start = at(booking.dateTime);
    return Number.isNaN(start) ? Number.POSITIVE_INFINITY : start;
  };
  return [...live].sort((a, b) => key(a) - key(b)).slice(0, limit);
}
