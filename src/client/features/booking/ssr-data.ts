// The booking page's data as the server embeds it in the document for hydration (docs/decisions/008): the
// TanStack Query cache entries the page reads on its first render, each under the key the page itself uses.
import type { QueryKey } from '@tanstack/react-query';
import type { FreeDays } from './booking-dates.ts';

export const BOOKING_DATA_ID = 'booking-data';

/** The slug as the server read it from the path (the page's keys are built from it), the cache entries and the
 * first dates with a free time (step 2's preview). */
export type BookingPageData = { slug: string; queries: Array<[QueryKey, unknown]>; freeDays?: FreeDays };

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * JSON that is safe inside `<script type="application/json">`: `<`, `>` and `&` become \u escapes (so no
 * `</script>` or `<!--` in a business's name can end the element early), and so do U+2028/2029.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The embedded data, or undefined when the document has none (or it cannot be read). */
export function readBookingData(doc: Document): BookingPageData | undefined {
  const text = doc.getElementById(BOOKING_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as BookingPageData;
  } catch {
    return undefined;
  }
}
