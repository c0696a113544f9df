import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePhone, phoneProblem, phoneRegionForTimeZone } from './phone.ts';

describe('normalizePhone', () => {
  it('gives one number however a US customer types it', () => {
    const typed = ['(202) 555-0202', '+1 202 555 0202', '202.555.0202', '1 202 555 0202', ' 2025550202 '];
    expect(new Set(typed.map((raw) => normalizePhone(raw)))).toEqual(new Set(['+12025550202']));
  });

  it.each([
    ['(555) 123-4567', 'US', '+15551234567'],
    ['+1 (555) 123-4567', 'US', '+15551234567'],
    ['+44 20 7946 0958', 'US', '+442079460958'],
    ['011 44 20 7946 0958', 'US', '+442079460958'],
    ['020 7946 0958', 'GB', '+442079460958'],
    ['020/7946-0958', 'GB', '+442079460958'],
    ['0044 20 7946 0958', 'GB', '+442079460958'],
    ['(202) 555-0202', 'CA', '+12025550202'],
  ] as const)('%s in %s → %s', (raw, region, expected) => {
    expect(normalizePhone(raw, region)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    '555',
    '1234567',
    '12-34-56',
    'call me',
    '555-123-4567 ext 12',
    '++15551234567',
    '1234567890123456',
  ])('refuses %j', (raw) => {
    expect(normalizePhone(raw)).toBeNull();
  });

  it('reads a national number in the given region', () => {
    expect(normalizePhone('020 7946 0958', 'US')).toBeNull();
    expect(normalizePhone('(202) 555-0202', 'GB')).not.toBe('+12025550202');
  });

  it('refuses a number shorter than E.164 allows, even where the region calls it possible', () => {
    expect(normalizePhone('+430000')).toBeNull();
  });

  it('is idempotent and always E.164', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[\d ()-]{0,20}$/), (raw) => {
        const once = normalizePhone(raw);
        if (once === null) return;
        expect(once).toMatch(/^\+[1-9]\d{6,14}$/);
        expect(normalizePhone(once)).toBe(once);
        expect(normalizePhone(once, 'GB')).toBe(once);
      }),
    );
  });
});

describe('phoneRegionForTimeZone', () => {
  it.each([
    ['America/New_York', 'US'],
    ['Pacific/Honolulu', 'US'],
    ['US/Eastern', 'US'],
    ['America/Toronto', 'CA'],
    ['Europe/London', 'GB'],
    ['Europe/Berlin', 'DE'],
    ['Asia/Kolkata', 'IN'],
    ['Australia/Sydney', 'AU'],
    ['UTC', 'US'],
    ['Antarctica/Troll', 'US'],
  ])('%s → %s', (zone, region) => {
    expect(phoneRegionForTimeZone(zone)).toBe(region);
  });
});

describe('phoneProblem', () => {
  it('names what is wrong, in the region when there is one', () => {
    expect(phoneProblem('  ')).toBe('Phone number is required');
    expect(phoneProblem('555', 'US')).toBe('Please enter a valid phone number');
    expect(phoneProblem('020 7946 0958', 'US')).toBe('Please enter a valid phone number');
    expect(phoneProblem('020 7946 0958', 'GB')).toBeUndefined();
    // Without a region only the shape is checked; the service checks the number in the business's region.
    expect(phoneProblem('020 7946 0958')).toBeUndefined();
    expect(phoneProblem('call me')).toBe('Please enter a valid phone number');
    expect(phoneProblem(`202 555 0202${' '.repeat(40)}x`, 'US')).toBe('Please enter a valid phone number');
  });
});
