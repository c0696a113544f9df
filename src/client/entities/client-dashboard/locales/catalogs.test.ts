// The client pages' catalogs (docs/decisions/040): the first screen's English (en.ts), the later parts'
// (later/en.ts) and the 'Make it repeat' dialog's (repeat/en.ts), and every language's, held to the checks of
// lib/i18n/catalog-checks.ts; and none of their ids is one of the public pages' too, as the pages hold both
// catalogs in one provider.
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeCatalogs } from '#client/lib/i18n/catalog-checks.ts';
import { readCatalog } from '../../../../../scripts/message-catalogs.ts';

const here = import.meta.dirname;
await describeCatalogs('the client pages catalogs', here, ['en.ts', 'later/en.ts', 'repeat/en.ts']);

it('shares no id with the public pages’ catalogs', async () => {
  const read = (file: string) => readCatalog(join(here, file));
  const [first, later, repeat, publicFirst, publicSteps] = await Promise.all(
    [
      'en.ts',
      'later/en.ts',
      'repeat/en.ts',
      '../../../entities/public-business/locales/en.ts',
      '../../../entities/public-business/locales/steps/en.ts',
    ].map(read),
  );
  const shared = { ...publicFirst, ...publicSteps };
  expect(Object.keys({ ...first, ...later, ...repeat }).filter((id) => id in shared)).toEqual([]);
});
