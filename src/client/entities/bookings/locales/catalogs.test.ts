// The repeat controls' and series review's catalogs (series-i18n.ts), held to the checks of
// lib/i18n/catalog-checks.ts; the errors they find by their English text are the shared repeat rule's own.
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeCatalogs } from '#client/lib/i18n/catalog-checks.ts';
import { repeatEndProblem, repeatSchema } from '#shared/schemas/booking-series.ts';
import { readCatalog } from '../../../../../scripts/message-catalogs.ts';

const here = join(import.meta.dirname, 'series');
await describeCatalogs('the repeat and series review catalogs', here, ['en.ts'], { foundByText: 'known.' });

it('the form errors are the English the shared repeat rule gives', async () => {
  const source = await readCatalog(join(here, 'en.ts'));
  const given = new Set<string>();
  for (const input of [
    { frequency: 'daily', interval: 0, ends: 'after', count: 1 },
    { frequency: 'monthly', interval: 2, ends: 'on' },
  ]) {
    for (const issue of repeatSchema.safeParse(input).error?.issues ?? []) given.add(issue.message);
  }
  for (const until of ['2099-03-01', '2100-12-31']) {
    given.add(repeatEndProblem({ frequency: 'weekly', interval: 1, ends: 'on', until }, '2099-03-10') ?? '');
  }
  const errors = Object.entries(source).filter(([id]) => id.startsWith('known.error.'));
  expect(errors.map(([, text]) => text).sort()).toEqual([...given].sort());
});
