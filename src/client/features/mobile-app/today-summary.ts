// Pure helpers for the mobile dashboard: today's count, revenue and display times from GET /api/bookings/today.
import { decimalToCents, formatMoney } from '#shared/domain/money.ts';
import type { BookingView } from '#shared/schemas/booking.ts';

/** The booking fields the mobile dashboard reads. */
export type TodayBooking = Pick<BookingView, 'id' | 'dateTime' | 'clientName' | 'status'> & {
  service: Pick<BookingView['service'], 'name' | 'price'>;
};

export interface TodaySummary {
  /** Bookings that still take place today (everything except cancelled ones). */
  activeCount: number;
  /** Sum of the service prices of the non-cancelled bookings, in cents. */
  revenueCents: number;
}

function priceCents(price: string): number {
  try {
    return decimalToCents(price);
  } catch {
    return 0;
  }
}

export function summariseToday(bookings: readonly TodayBooking[]): TodaySummary {
  // A booking still waiting for its deposit is not (yet) one: neither counted nor revenue.
  const active = bookings.filter(
    (booking) =>
      booking.status !== 'cancelled' && booking.status !== 'pending_payment' && booking.status !== 'held',
  );
  return {
    activeCount: active.length,
    revenueCents: active.reduce((sum, booking) => sum + priceCents(booking.service.price), 0),
  };
}

/** Earliest first; unparsable times go last. */
export function sortByTime<T extends Pick<TodayBooking, 'dateTime'>>(bookings: readonly T[]): T[] {
  const at = (value: string) => {
    const time = Date.parse(value);
    return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
  };
  return [...bookings].sort((a, b) => at(a.dateTime) - at(b.dateTime));
}

/**
 * '9:30 AM' in the business's time zone ('09:30' for the Intl locale 'de-DE'); 'Time TBD' when missing, 'Invalid
 * time' when unparsable.
 */
export function formatBookingTime(
  value: string | null | undefined,
  timeZone: string,
  intl = 'en-US',
): string {
  if (!value) return 'Time TBD';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid time';
  return new Intl.DateTimeFormat(intl, { hour: 'numeric', minute: '2-digit', timeZone }).format(date);
}

/** '$1,234.50' in the business's currency ('1.234,50 $' for the Intl locale 'de-DE'). */
export function formatRevenue(cents: number, currency: string, intl = 'en-US'): string {
  try {
    return formatMoney(cents, currency, intl);
  } catch {
    return formatMoney(cents, 'USD', intl);
  }
}

/** Distinct client names of today's non-cancelled bookings, in appointment order. */
export function todaysClients(bookings: readonly TodayBooking[]): string[] {
  const names = sortByTime(bookings.filter((booking) => booking.status !== 'cancelled')).map(
    (b) => b.clientName,
  );
  return [...new Set(names)];
}
