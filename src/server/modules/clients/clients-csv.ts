// The client list as a CSV table, one row per client, with the same figures as the screen; its headings and words
// (status, yes/no) in the language of whoever asks (docs/decisions/048).
import type { CsvCell } from '#server/platform/csv.ts';
import type { ExportWordId, ExportWords } from '#server/platform/export-words.ts';
import { localDateOf, localTimeOf } from '#shared/domain/local-time.ts';
import type { ClientItem } from '#shared/schemas/client.ts';

const STATUS = {
  active: 'clients.status.active',
  inactive: 'clients.status.inactive',
} as const satisfies Record<ClientItem['status'], ExportWordId>;

/** Times are written in the business's zone ('2026-11-30 14:30'), as the owner reads them on screen. */
export function clientsCsvRows(
  items: ClientItem[],
  options: { currency: string; timeZone: string; words: ExportWords },
): CsvCell[][] {
  const { t, yesNo } = options.words;
  const local = (iso: string | null) => {
    if (!iso) return null;
    const instant = new Date(iso);
    return `${localDateOf(instant, options.timeZone)} ${localTimeOf(instant, options.timeZone)}`;
  };
  return [
    [
      t('clients.firstName'),
      t('clients.lastName'),
      t('clients.phone'),
      t('clients.email'),
      t('clients.dateOfBirth'),
      t('clients.tags'),
      t('clients.marketingConsent'),
      t('clients.status'),
      t('clients.bookings'),
      t('clients.lastVisit'),
      t('clients.nextVisit'),
      `${t('clients.totalSpent')} (${options.currency})`,
      t('clients.noShows'),
      t('clients.since'),
      t('clients.notes'),
    ],
    ...items.map((c) => [
      c.firstName,
      c.lastName,
      c.phone,
      c.email,
      c.dateOfBirth,
      c.tags.join('; '),
      yesNo(c.marketingConsent),
      t(STATUS[c.status]),
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
