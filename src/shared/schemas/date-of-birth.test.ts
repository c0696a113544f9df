import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClientInputSchema, FUTURE_BIRTH_DATE_MESSAGE, updateClientInputSchema } from './client.ts';
import { clientProfileInputSchema } from './client-portal.ts';

const forms = {
  "the client dashboard's profile": (dateOfBirth: string) =>
    clientProfileInputSchema.safeParse({ dateOfBirth }),
  "the owner's new client": (dateOfBirth: string) =>
    createClientInputSchema.safeParse({ firstName: 'Maya', phone: '(555) 123-4567', dateOfBirth }),
  "the owner's client edit": (dateOfBirth: string) => updateClientInputSchema.safeParse({ dateOfBirth }),
};
const messages = (result: ReturnType<(typeof forms)[keyof typeof forms]>) =>
  result.success ? [] : result.error.issues.map((issue) => issue.message);

afterEach(() => {
  vi.useRealTimers();
});

describe.each(Object.entries(forms))('the date of birth on %s', (_, parse) => {
  it('refuses a date after today wherever it is today, with its own message', () => {
    // 08:00 UTC: the 27th everywhere from UTC-8 to UTC+14, nowhere yet the 28th.
    vi.useFakeTimers({ now: new Date('2026-11-27T08:00:00Z') });
    expect(messages(parse('2026-11-27'))).toEqual([]);
    expect(messages(parse('2026-11-28'))).toEqual([FUTURE_BIRTH_DATE_MESSAGE]);
    expect(messages(parse('2999-01-01'))).toEqual([FUTURE_BIRTH_DATE_MESSAGE]);
    // 12:00 UTC: already the 28th at UTC+12 and beyond, so that date is someone's today.
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
    expect(messages(parse('2026-11-28'))).toEqual([]);
    expect(messages(parse('2026-11-29'))).toEqual([FUTURE_BIRTH_DATE_MESSAGE]);
  });

  it('keeps its other checks: a real date from 1900 on, or empty to clear it', () => {
    expect(messages(parse('1990-04-02'))).toEqual([]);
    expect(messages(parse(''))).toEqual([]);
    expect(messages(parse('1990-02-30'))).toEqual(['Please enter a valid date of birth (YYYY-MM-DD)']);
    expect(messages(parse('1899-12-31'))).toEqual(['Please enter a valid date of birth']);
  });
});
