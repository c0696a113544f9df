import { describe, expect, it } from 'vitest';
import { describeWindow, describeWindowDates, windowsAccept, windowsSpan } from './waitlist-windows.ts';

describe('waitlist windows', () => {
  it('accept a start by date and part of the day', () => {
    const windows = [{ from: '2027-03-02', part: 'morning' as const }];
    expect(windowsAccept(windows, '2027-03-02', '09:00')).toBe(true);
    expect(windowsAccept(windows, '2027-03-02', '11:30')).toBe(true);
    expect(windowsAccept(windows, '2027-03-02', '12:00')).toBe(false);
    expect(windowsAccept(windows, '2027-03-03', '09:00')).toBe(false);
  });

  it('accept any time of a date range, and afternoon and evening by their bounds', () => {
    expect(
      windowsAccept([{ from: '2027-03-02', to: '2027-03-05', part: 'any' }], '2027-03-04', '18:00'),
    ).toBe(true);
    const afternoon = [{ from: '2027-03-02', part: 'afternoon' as const }];
    expect(windowsAccept(afternoon, '2027-03-02', '16:59')).toBe(true);
    expect(windowsAccept(afternoon, '2027-03-02', '17:00')).toBe(false);
    expect(windowsAccept([{ from: '2027-03-02', part: 'evening' }], '2027-03-02', '17:00')).toBe(true);
  });

  it('span from the earliest date to the latest', () => {
    expect(
      windowsSpan([
        { from: '2027-03-09', part: 'any' },
        { from: '2027-03-02', to: '2027-03-04', part: 'any' },
      ]),
    ).toEqual({ first: '2027-03-02', last: '2027-03-09' });
  });

  it('read as people say them', () => {
    expect(describeWindow({ from: '2027-03-02', part: 'morning' })).toBe(
      'Tue, Mar 2, morning (before 12:00)',
    );
    expect(describeWindow({ from: '2027-03-02', to: '2027-03-05', part: 'any' })).toBe(
      'Mar 2 – Mar 5, any time',
    );
    // The dates alone, in another language (the owner's app words the part of the day itself).
    expect(describeWindowDates({ from: '2027-03-02', part: 'morning' }, 'de')).toBe('Di., 2. März');
    expect(describeWindowDates({ from: '2027-03-02', to: '2027-03-05', part: 'any' }, 'de')).toBe(
      '2. März – 5. März',
    );
  });
});
