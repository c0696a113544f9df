import { describe, expect, it } from 'vitest';
import { formatTimeOffRange, todayIn } from './time-off-format.ts';

describe('time off format', () => {
  it('shows whole-day entries up to and including their last day, in the business zone', () => {
    // 2026-03-02 00:00 to 2026-03-05 00:00 in New York (EST, UTC-5): Mar 2 – Mar 4.
    const text = formatTimeOffRange(
      { startDate: '2026-03-02T05:00:00.000Z', endDate: '2026-03-05T05:00:00.000Z' },
      'America/New_York',
    );
    expect(text).toContain('Mar 2');
    expect(text).toContain('4');
    expect(text).not.toContain('5, 2026');
  });

  it('shows one day once', () => {
    const text = formatTimeOffRange(
      { startDate: '2026-03-02T05:00:00.000Z', endDate: '2026-03-03T05:00:00.000Z' },
      'America/New_York',
    );
    expect(text).toBe('Mon, Mar 2, 2026');
  });

  it('gives today in the business zone', () => {
    expect(todayIn('Asia/Tokyo', new Date('2026-03-02T20:00:00Z'))).toBe('2026-03-03');
  });
});
