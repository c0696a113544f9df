// The booking page's data as the server embeds it in the document for hydration (docs/decisions/008): the
// TanStack Query cache entries the page reads on its first render, each under the key the page itself uses.
import type { QueryKey } from '@tanstack/react-query';
import type { FreeDays } from '#client/entities/public-business/booking-dates.ts';
import type { PageLocale } from '#shared/i18n/locales.ts';

export const BOOKING_DATA_ID = 'booking-data';

/** The slug as the server read it from the path (the page's keys are built from it), the language it rendered
 * in, the cache entries and the first dates with a free time (step 2's preview). */
export type BookingPageData = {
  slug: string;
  locale: PageLocale;
  queries: Array<[QueryKey, unknown]>;
  freeDays?: FreeDays;
};
