// The catalogs of the CSV exports' words (docs/decisions/048): English's words in every language, valid ICU,
// described and used by the exports; plain words, without values, as English is shown without being compiled.
import { describe, expect, it } from 'vitest';
import { argumentsOf } from '../../../../scripts/message-catalogs.ts';
import { describeCatalogs } from '../catalog-test-kit.ts';
import { exportCatalog, exportWords } from '../export-words.ts';
import english from './en.ts';

describeCatalogs('the catalogs of the CSV exports’ words', {
  folder: import.meta.dirname,
  catalog: exportCatalog,
  english,
  code: [
    new URL('../export-words.ts', import.meta.url),
    new URL('../../modules/clients/clients-csv.ts', import.meta.url),
    new URL('../../modules/analytics/report-csv.ts', import.meta.url),
    new URL('../../modules/payments/payments.service.ts', import.meta.url),
  ],
});

describe('the export words', () => {
  it('are plain words in English, shown as written', () => {
    for (const [id, entry] of Object.entries(english)) expect(argumentsOf(entry.message), id).toEqual([]);
  });

  it('name weekdays and yes/no in the language', () => {
    const de = exportWords('de');
    expect([de.weekday(1), de.weekday(7), de.yesNo(true)]).toEqual(['Montag', 'Sonntag', 'ja']);
    const ar = exportWords('ar');
    expect([ar.weekday(5), ar.t('clients.status.active')]).toEqual(['الجمعة', 'نشط']);
    const en = exportWords('en');
    expect([en.weekday(1), en.weekday(7), en.yesNo(false)]).toEqual(['Monday', 'Sunday', 'no']);
  });
});
