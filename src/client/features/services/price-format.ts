// Prices as people read them, in the business's currency ('45.00' + USD → '$45.00').
import { decimalToCents, formatMoney } from '#shared/domain/money.ts';

export function formatPrice(price: string, currency: string): string {
  try {
    return formatMoney(decimalToCents(price), currency);
  } catch {
    return price;
  }
}

/** The symbol shown before the price input: '$', '€', 'CA$' … */
export function currencySymbol(currency: string): string {
  try {
    const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}
