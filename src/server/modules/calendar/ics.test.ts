import { describe, expect, it } from 'vitest';
import { buildCalendar } from './ics.ts';
import { parseIcs } from './ics-test-kit.ts';

describe('ICS builder', () => {
  it('writes the wall-clock time with its zone on both sides of a DST change', () => {
    const text = buildCalendar({
      events: [
        {
          uid: 'a@bookwell',
          // Friday 6 March 2026 09:00 EST and Monday 9 March 2026 09:00 EDT
          startsAt: new Date('2026-03-06T14:00:00Z'),
          endsAt: new Date('2026-03-06T15:00:00Z'),
          timeZone: 'America/New_York',
          summary: 'Haircut; with Ana, and more',
          location: '12 Main St, Springfield',
        },
        {
          uid: 'b@bookwell',
          startsAt: new Date('2026-03-09T13:00:00Z'),
          endsAt: new Date('2026-03-09T13:45:00Z'),
          timeZone: 'America/New_York',
          summary: 'Beard trim',
          status: 'CANCELLED',
        },
      ],
    });
    expect(text).toContain('DTSTART;TZID=America/New_York:20260306T090000');
    expect(text).toContain('DTSTART;TZID=America/New_York:20260309T090000');
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
    const [first, second] = parseIcs(text);
    expect(first).toMatchObject({
      uid: 'a@bookwell',
      summary: 'Haircut; with Ana, and more',
      location: '12 Main St, Springfield',
      zone: 'America/New_York',
      status: 'CONFIRMED',
    });
    expect(first!.startsAt.toISOString()).toBe('2026-03-06T14:00:00.000Z');
    expect(first!.endsAt.toISOString()).toBe('2026-03-06T15:00:00.000Z');
    expect(second!.startsAt.toISOString()).toBe('2026-03-09T13:00:00.000Z');
    expect(second!.status).toBe('CANCELLED');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const summary = 'Très long rendez-vous '.repeat(10);
    const text = buildCalendar({
      events: [
        {
          uid: 'c@bookwell',
          startsAt: new Date('2026-06-01T14:00:00Z'),
          endsAt: new Date('2026-06-01T15:00:00Z'),
          timeZone: 'Europe/Paris',
          summary,
        },
      ],
    });
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(parseIcs(text)[0]!.summary).toBe(summary);
    expect(parseIcs(text)[0]!.zone).toBe('Europe/Paris');
  });
});
