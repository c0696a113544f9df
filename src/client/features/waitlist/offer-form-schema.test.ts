// The offer form's messages are said from the Waitlist page's catalog by field (docs/decisions/041): its English must
// be what the form's schema gives, one message a field.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalog } from '../../../../scripts/message-catalogs.ts';
import { offerFormSchema } from './offer-form-schema.ts';

const waitlist = await readCatalog(join(import.meta.dirname, '../../lib/app-i18n/locales/waitlist/en.ts'));

describe('the Waitlist page’s form messages', () => {
  it('are the English the offer form’s schema gives, one per field', () => {
    const issues = offerFormSchema.safeParse({ teamMemberId: '', date: '', time: '' }).error?.issues ?? [];
    expect(Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      teamMemberId: waitlist['offer.error.member'],
      date: waitlist['offer.error.date'],
      time: waitlist['offer.error.time'],
    });
  });
});
