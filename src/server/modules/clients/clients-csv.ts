// The client list as a CSV table, one row per client, with the same figures as the screen.
import type { CsvCell } from '#server/platform/csv.ts';
import { localDateOf, localTimeOf } from '#shared/domain/local-time.ts';
import type { ClientItem } from '#shared/schemas/client.ts';

/** Times are written in the business's zone ('2026-11-30 14:30'), as the owner reads them on screen. */
export function clientsCsvRows(
  items: ClientItem[],
  options: { currency: string; timeZone: string },
): CsvCell[][] {
  const local = (iso: string | null) => {
    if (!iso) return null;
    const instant = new Date(iso);
    return `${localDateOf(instant, options.timeZone)} ${localTimeOf(instant, options.timeZone)}`;
  };
  return [
    [
      'First name',
      'Last name',
      'Phone',
      'Email',
      'Date of birth',
      'Tags',
      'Marketing consent',
      'Status',
      'Bookings',
      'Last visit',
      'Next visit',
      `Total spent (${options.currency})`,
      'No-shows',
      'Client since',
      'Notes',
    ],
    ...items.map((c) => [
      c.firstName,
      c.lastName,
      c.phone,
      c.email,
      c.dateOfBirth,
      c.tags.join('; '),
      c.marketingConsent,
      c.status,
      c.bookingsCount,
      local(c.lastVisit),
      local(c.nextVisit),
      c.totalSpent,
      c.noShows,
      localDateOf(new Date(c.createdAt), options.timeZone),
      c.notes,
    ]),
  ];
}
