// Every message the calendar connection forms can show is in the settings catalog, in the schema's own English.
import { describe, expect, it } from 'vitest';
import { englishSettings } from '#client/lib/app-i18n/settings-i18n.ts';
import { caldavInputSchema, icsInputSchema } from '#shared/schemas/calendar-connection.ts';
import { CALENDAR_FORM_MESSAGES } from './calendar-connection-messages.ts';

describe('the calendar connection forms’ messages', () => {
  it('are the shared schema’s English, each with its catalog id', () => {
    const long = 'x'.repeat(2001);
    const given = new Set<string>();
    for (const result of [
      icsInputSchema.safeParse({ url: '' }),
      icsInputSchema.safeParse({ url: long }),
      caldavInputSchema.safeParse({ kind: 'caldav', url: '', username: '', password: '' }),
      caldavInputSchema.safeParse({ kind: 'caldav', url: long, username: long, password: long }),
    ]) {
      for (const issue of result.error?.issues ?? []) given.add(issue.message);
    }
    expect([...given].sort()).toEqual(Object.keys(CALENDAR_FORM_MESSAGES).sort());
    for (const [message, id] of Object.entries(CALENDAR_FORM_MESSAGES))
      expect(englishSettings(id)).toBe(message);
  });
});
