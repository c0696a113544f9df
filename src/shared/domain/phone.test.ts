import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it.each([
    ['(555) 123-4567', '5551234567'],
    ['555.123.4567', '5551234567'],
    [' 555 123 4567 ', '5551234567'],
    ['+1 (555) 123-4567', '+15551234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['1234567', '1234567'],
    ['020/7946-0958', '02079460958'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizePhone(raw)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    '123456',
    '12-34-56',
    'call me',
    '555-123-4567 ext 12',
    '++15551234567',
    '1234567890123456',
  ])('refuses %j', (raw) => {
    expect(normalizePhone(raw)).toBeNull();
  });

  it('is idempotent and keeps only digits after an optional leading +', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = normalizePhone(raw);
        if (once === null) return;
        expect(once).toMatch(/^\+?\d{7,15}$/);
        expect(normalizePhone(once)).toBe(once);
      }),
    );
  });
});
