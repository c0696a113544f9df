import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatInstantDate,
  formatLocalDate,
  formatPrice,
  formatTime12,
  randomId,
  splitName,
  wallClockOf,
  zoneCity,
} from './format.ts';

describe('booking display helpers', () => {
  it('writes 12-hour times with an ASCII space', () => {
    expect(formatTime12('09:30')).toBe('9:30 AM');
    expect(formatTime12('00:00')).toBe('12:00 AM');
    expect(formatTime12('12:00')).toBe('12:00 PM');
    expect(formatTime12('17:05')).toBe('5:05 PM');
  });

  it('reads instants in the business zone, across DST', () => {
    expect(wallClockOf('2027-03-14T14:30:00.000Z', 'America/New_York')).toEqual({
      date: '2027-03-14',
      time: '10:30',
    });
    expect(wallClockOf('2027-03-14T03:30:00.000Z', 'America/New_York')).toEqual({
      date: '2027-03-13',
      time: '22:30',
    });
  });

  it('formats local dates without the viewer zone shifting them', () => {
    expect(formatLocalDate('2026-06-09')).toBe('Tuesday, June 9, 2026');
  });

  it('splits a name on the first space', () => {
    expect(splitName('  Ana Maria  de Souza ')).toEqual({ firstName: 'Ana', lastName: 'Maria de Souza' });
    expect(splitName('Prince')).toEqual({ firstName: 'Prince', lastName: '' });
  });

  it('formats money, durations, zones and ids', () => {
    expect(formatPrice('45.00')).toBe('$45.00');
    expect(formatPrice('45.5', 'EUR')).toBe('€45.50');
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(90)).toBe('1 hr 30 min');
    expect(zoneCity('America/New_York')).toBe('New York');
    expect(randomId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('formatInstantDate', () => {
  it("dates an instant in the business's zone, not the viewer's", () => {
    // 02:30 UTC on 6 January is still the 5th in New York and already the 6th in Berlin.
    expect(formatInstantDate('2026-01-06T02:30:00.000Z', 'America/New_York')).toBe('Jan 5, 2026');
    expect(formatInstantDate('2026-01-06T02:30:00.000Z', 'Europe/Berlin')).toBe('Jan 6, 2026');
    expect(
      formatInstantDate('2026-01-06T02:30:00.000Z', 'Europe/Berlin', { month: 'long', day: 'numeric' }),
    ).toBe('January 6');
  });
});
