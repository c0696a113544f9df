// How the website builder shows a project's price and status.
import { decimalToCents } from '#shared/domain/money.ts';

/** '1999.00' → '$1,999'; cents are shown only when there are some. */
export function formatProjectPrice(pricing: string): string {
  const cents = decimalToCents(pricing);
  return `$${(cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}

const STATUS_TONES: Record<string, string> = {
  pending: 'border-transparent bg-amber-100 text-amber-900',
  in_progress: 'border-transparent bg-blue-100 text-blue-900',
  completed: 'border-transparent bg-emerald-100 text-emerald-900',
  failed: 'border-transparent bg-red-100 text-red-900',
};
const NEUTRAL_TONE = 'border-transparent bg-slate-100 text-slate-800';

/** The chip colours of a status; any status not listed is neutral (spec part 2 §4). */
export function statusTone(status: string): string {
  return STATUS_TONES[status] ?? NEUTRAL_TONE;
}
