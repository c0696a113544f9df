import { describe, expect, it } from 'vitest';
import { buildIcs } from './ics.ts';

describe('buildIcs', () => {
  const ics = buildIcs(
    {
      uid: 'b1@bookwell',
      start: '2026-06-09T13:30:00.000Z',
      durationMinutes: 45,
      summary: 'Skin Fade at Sharp & Co. Barbers',
      location: '120 Main Street, Brooklyn, NY 11201',
      description: `With Jordan Lee; bring your reference photo\n${'x'.repeat(120)}`,
    },
    new Date('2026-06-01T08:00:00Z'),
  );

  it('writes a VEVENT with UTC start and end', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('\r\nDTSTART:20260609T133000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20260609T141500Z\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20260601T080000Z\r\n');
    expect(ics).toContain('\r\nUID:b1@bookwell\r\n');
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes text and folds long lines', () => {
    expect(ics).toContain('LOCATION:120 Main Street\\, Brooklyn\\, NY 11201');
    expect(ics).toContain('DESCRIPTION:With Jordan Lee\\; bring your reference photo\\n');
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n /g, '')).toContain('x'.repeat(120));
  });
});
