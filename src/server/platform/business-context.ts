// Finds the business a public request is about (by slug or id) and reads its scheduling settings.
import { and, eq, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { businesses, businessSlugHistory } from '#server/db/schema/businesses.ts';
import {
  type BookingRules,
  DEFAULT_BOOKING_RULES,
  DEFAULT_BUSINESS_HOURS,
  type WeeklyHours,
} from '#shared/domain/slots.ts';
import { AppError } from '#shared/errors.ts';
import { DEFAULT_CANCELLATION_CUTOFF_HOURS } from '#shared/schemas/availability.ts';
import { DEFAULT_WAITLIST_HOLD_MINUTES } from '#shared/schemas/booking-rules.ts';
import { isUuid } from './db-checks.ts';

export type Business = typeof businesses.$inferSelect;
/** The business columns a booking is checked and written with. */
export type BookingBusiness = Pick<Business, 'id' | 'slug' | 'timezone' | 'businessHours' | 'bookingRules'>;
export type BusinessSettings = { timeZone: string; hours: WeeklyHours; rules: BookingRules };

export const businessNotFound = () => new AppError('NOT_FOUND', 'Business not found');

/** How a request names its business: by id or slug, and whether the business must be open to the public. */
export type BusinessKey = { by: 'id' | 'slug'; value: string; publicOnly: boolean };

/** An active business by slug (current or old), or by id when the value is a UUID (the spec's taken-times path
 * uses the id). */
export function publicBusinessKey(slugOrId: string): BusinessKey {
  const value = slugOrId.trim();
  if (isUuid(value)) return { by: 'id', value, publicOnly: true };
  return { by: 'slug', value: slugOrId.trim().toLowerCase(), publicOnly: true };
}

/** The condition on businesses for `key`, matching `value`: the key's own, or a placeholder for it. A slug
 * matches the current one or one the business had before (links already shared keep working, see
 * docs/decisions/002-old-slugs.md). */
export function businessKeyCondition(key: BusinessKey, value: string | Placeholder = key.value): SQL {
  const match =
    key.by === 'id'
      ? eq(businesses.id, value)
      : or(
          eq(businesses.slug, value),
          eq(
            businesses.id,
            sql`(select ${businessSlugHistory.businessId} from ${businessSlugHistory} where ${businessSlugHistory.slug} = ${value})`,
          ),
        )!;
  return key.publicOnly ? and(match, openToPublic)! : match;
}

/** A business shown to the public. A suspended business (platform admin) keeps its public pages, which say it is
 * not taking bookings: its availability is empty and a booking on it is refused (`takesBookings`). Pending and
 * inactive (closed) ones are 404. */
export const openToPublic: SQL = and(
  eq(businesses.isActive, true),
  inArray(businesses.status, ['active', 'suspended']),
)!;

/** Whether the public can book this (publicly shown) business: not while it is suspended. */
export function takesBookings(business: Pick<Business, 'status'>): boolean {
  return business.status !== 'suspended';
}

/** The condition for publicBusinessKey(slugOrId). */
export function publicBusinessCondition(slugOrId: string): SQL {
  return businessKeyCondition(publicBusinessKey(slugOrId));
}

/** The waitlist's settings (booking rules): on unless turned off, and how long an offered time is held. */
export function waitlistSettings(business: Pick<Business, 'bookingRules'>) {
  return {
    enabled: business.bookingRules?.waitlistEnabled ?? true,
    holdMinutes: business.bookingRules?.waitlistHoldMinutes ?? DEFAULT_WAITLIST_HOLD_MINUTES,
  };
}

/** Hours before an appointment inside which its client can no longer cancel or move it (0 = until it starts). */
export function cancellationCutoffHours(business: Pick<Business, 'bookingRules'>): number {
  return business.bookingRules?.cancellationCutoffHours ?? DEFAULT_CANCELLATION_CUTOFF_HOURS;
}

/** Whether the business lets its clients make a visit repeat (booking rules; off unless the owner turns it on). */
export function clientsMayRepeat(business: Pick<Business, 'bookingRules'>): boolean {
  return business.bookingRules?.clientsMayRepeat === true;
}

/** Whether 'Any staff' may share a visit between members, one per service (decision 043; off unless turned on). */
export function visitsMayShare(business: Pick<Business, 'bookingRules'>): boolean {
  return business.bookingRules?.shareVisits === true;
}

export function settingsOf(
  business: Pick<Business, 'timezone' | 'businessHours' | 'bookingRules'>,
): BusinessSettings {
  return {
    timeZone: business.timezone,
    hours: normalizeWeeklyHours(business.businessHours ?? DEFAULT_BUSINESS_HOURS),
    rules: { ...DEFAULT_BOOKING_RULES, ...(business.bookingRules ?? {}) },
  };
}

/** All seven weekdays, Sunday first; a day missing from `hours` is closed. */
export function normalizeWeeklyHours(hours: WeeklyHours): WeeklyHours {
  return [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => {
    const day = hours.find((entry) => entry.dayOfWeek === dayOfWeek);
    if (!day) return { dayOfWeek, isOpen: false, openTime: '09:00', closeTime: '17:00', breaks: [] };
    const breaks = [...(day.breaks ?? [])].sort((a, b) => a.start.localeCompare(b.start));
    return { dayOfWeek, isOpen: day.isOpen, openTime: day.openTime, closeTime: day.closeTime, breaks };
  });
}
