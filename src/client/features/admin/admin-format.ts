// How the admin console shows money, dates and statuses.
import { decimalToCents, formatMoney } from '#shared/domain/money.ts';

/** Platform figures are in US dollars (the plans' currency). */
export const usd = (amount: string) => formatMoney(decimalToCents(amount), 'USD');

export function shortDate(iso: string | null): string {
  if (!iso) return 'Never';
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

export function dateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** A plan limit: -1 means unlimited (spec part 2 §3). */
export const limitLabel = (limit: number) => (limit === -1 ? 'Unlimited' : limit.toLocaleString('en-US'));
