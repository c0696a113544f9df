import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = Date.parse('2026-03-17T12:00:00Z');
const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

describe('relativeTime', () => {
  it("says 'Just now' for a missing, invalid or very recent time (NOTIF-14)", () => {
    expect(relativeTime(null, now)).toBe('Just now');
    expect(relativeTime('not a date', now)).toBe('Just now');
    expect(relativeTime(ago(0.5), now)).toBe('Just now');
  });

  it('counts minutes, hours and days in English', () => {
    expect(relativeTime(ago(5), now)).toBe('5m ago');
    expect(relativeTime(ago(180), now)).toBe('3h ago');
    expect(relativeTime(ago(2 * 24 * 60), now)).toBe('2d ago');
  });

  it('says the same steps in another language by Intl (docs/decisions/041)', () => {
    expect(relativeTime(ago(0), now, 'de', 'Gerade eben')).toBe('Gerade eben');
    expect(relativeTime(ago(5), now, 'de', 'Gerade eben')).toBe('vor 5 m');
    expect(relativeTime(ago(180), now, 'de', 'Gerade eben')).toBe('vor 3 Std.');
    expect(relativeTime(ago(2 * 24 * 60), now, 'de', 'Gerade eben')).toBe('vor 2 Tagen');
  });
});
