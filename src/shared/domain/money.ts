// Money: numeric(10,2) in the database, 2-decimal strings in the API ("45.00"), integer cents in computation.

export const MAX_PRICE_CENTS = 9_999_999; // 99999.99, the largest value numeric(10,2) prices are allowed to hold
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

export type PriceProblem = 'invalid' | 'precision' | 'range';
export type ParsedPrice = { ok: true; cents: number } | { ok: false; problem: PriceProblem };

/**
 * Reads a price given as a number (45, 45.5) or a decimal string ('45', '45.50') into integer cents, without
 * going through floating point for strings. More than 2 decimals is refused rather than rounded, so an owner
 * never saves a price other than the one typed.
 */
export function parsePriceToCents(value: string | number): ParsedPrice {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, problem: 'invalid' };
    text = String(value);
  } else {
    text = value.trim();
  }
  const match = DECIMAL.exec(text);
  if (!match) return { ok: false, problem: 'invalid' };
  const [, sign, whole = '', fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, problem: 'precision' };
  // Leading zeros are harmless ('007.5'); very long whole parts are out of range anyway.
  if (whole.replace(/^0+/, '').length > 7) return { ok: false, problem: 'range' };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (sign === '-' && cents !== 0) return { ok: false, problem: 'range' };
  if (cents > MAX_PRICE_CENTS) return { ok: false, problem: 'range' };
  return { ok: true, cents };
}

/** Integer cents as the API's 2-decimal string: 4500 → '45.00'. */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** A numeric(10,2) value as read from the database ('45.5', '45.50' or '45') to cents. */
export function decimalToCents(value: string): number {
  const parsed = DECIMAL.exec(value.trim());
  if (!parsed) throw new RangeError(`Not a decimal amount: ${value}`);
  const [, sign, whole = '', fraction = ''] = parsed;
  // numeric(10,2) never holds more than 2 decimals.
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** Cents shown in the business's currency for people: formatMoney(4500, 'USD') → '$45.00'. */
export function formatMoney(cents: number, currency: string, locale = 'en-US'): string {
  // Intl rounds to the currency's own minor units, so JPY shows whole yen.
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

let knownCurrencies: Set<string> | undefined;

/** True for a 3-letter ISO 4217 code the runtime knows ('USD', 'EUR'). */
export function isValidCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCurrencies.has(code);
}
