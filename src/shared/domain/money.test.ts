import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decimalToCents,
  formatCents,
  formatMoney,
  isValidCurrency,
  MAX_PRICE_CENTS,
  parsePriceToCents,
} from './money.ts';

describe('parsePriceToCents', () => {
  it.each([
    ['45', 4500],
    ['45.5', 4550],
    ['45.50', 4550],
    [' 45.00 ', 4500],
    ['0', 0],
    ['0.01', 1],
    ['007.5', 750],
    ['99999.99', 9_999_999],
    [45, 4500],
    [45.5, 4550],
    [0.1, 10],
    [19.99, 1999],
  ])('reads %j as %i cents', (input, cents) => {
    expect(parsePriceToCents(input)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', 'invalid'],
    ['abc', 'invalid'],
    ['45.', 'invalid'],
    ['.5', 'invalid'],
    ['1e3', 'invalid'],
    ['$45', 'invalid'],
    ['4,50', 'invalid'],
    [Number.NaN, 'invalid'],
    [Number.POSITIVE_INFINITY, 'invalid'],
    ['45.123', 'precision'],
    [45.123, 'precision'],
    [0.1 + 0.2, 'precision'],
    ['100000', 'range'],
    ['100000.00', 'range'],
    ['12345678901234567890', 'range'],
    [-1, 'range'],
    ['-0.01', 'range'],
  ])('refuses %j (%s)', (input, problem) => {
    expect(parsePriceToCents(input)).toEqual({ ok: false, problem });
  });

  it('accepts a negative zero as zero', () => {
    expect(parsePriceToCents('-0')).toEqual({ ok: true, cents: 0 });
  });

  it('round-trips every valid amount through formatCents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_PRICE_CENTS }), (cents) => {
        expect(parsePriceToCents(formatCents(cents))).toEqual({ ok: true, cents });
        expect(decimalToCents(formatCents(cents))).toBe(cents);
      }),
    );
  });
});

describe('formatCents', () => {
  it.each([
    [4500, '45.00'],
    [4550, '45.50'],
    [5, '0.05'],
    [0, '0.00'],
    [9_999_999, '99999.99'],
    [-250, '-2.50'],
  ])('formats %i as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('refuses fractional cents', () => {
    expect(() => formatCents(1.5)).toThrow(RangeError);
  });
});

describe('decimalToCents', () => {
  it.each([
    ['45.00', 4500],
    ['45.5', 4550],
    ['45', 4500],
    ['-3.20', -320],
  ])('reads the database value %s', (value, cents) => {
    expect(decimalToCents(value)).toBe(cents);
  });

  it('throws on text that is not an amount', () => {
    expect(() => decimalToCents('free')).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('formats in the business currency', () => {
    expect(formatMoney(4500, 'USD')).toBe('$45.00');
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(4500, 'EUR', 'de-DE')).toBe('45,00\u00a0€');
    expect(formatMoney(4500, 'GBP', 'en-GB')).toBe('£45.00');
  });

  it('shows whole units for currencies without minor units', () => {
    expect(formatMoney(4500, 'JPY', 'en-US')).toBe('¥45');
  });
});

describe('isValidCurrency', () => {
  it('accepts ISO 4217 codes and refuses anything else', () => {
    expect(isValidCurrency('USD')).toBe(true);
    expect(isValidCurrency('EUR')).toBe(true);
    expect(isValidCurrency('usd')).toBe(false);
    expect(isValidCurrency('US')).toBe(false);
    expect(isValidCurrency('XYZ')).toBe(false);
  });
});
