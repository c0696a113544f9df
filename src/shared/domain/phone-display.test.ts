import { describe, expect, it } from 'vitest';
import { formatPhoneForDisplay } from './phone-display.ts';

describe('formatPhoneForDisplay', () => {
  it("shows bare digits in the business's national format, as the demo's number is typed", () => {
    expect(formatPhoneForDisplay('5550102030', 'US')).toBe('(555) 010-2030');
    expect(formatPhoneForDisplay('+15550102030', 'US')).toBe('(555) 010-2030');
    expect(formatPhoneForDisplay('02079460958', 'GB')).toBe('020 7946 0958');
    expect(formatPhoneForDisplay('0612345678', 'FR')).toBe('06 12 34 56 78');
  });

  it("shows another country's number in the international format", () => {
    expect(formatPhoneForDisplay('+442079460958', 'US')).toBe('+44 20 7946 0958');
  });

  it('keeps a number typed with its own formatting, and one that is not possible, as typed', () => {
    expect(formatPhoneForDisplay('+1 555 000 1234', 'US')).toBe('+1 555 000 1234');
    expect(formatPhoneForDisplay('555.010.2030', 'US')).toBe('555.010.2030');
    expect(formatPhoneForDisplay('5551234', 'US')).toBe('5551234');
  });
});
