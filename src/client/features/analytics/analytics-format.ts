// Pure display rules of the analytics screen: growth ('—' when there is nothing to compare with, never a
// made-up figure), percentages, money, bucket and hour labels, chart scales and heat-map levels.
import { formatMoney } from '#shared/domain/money.ts';

export type Trend = 'up' | 'down' | 'flat' | 'none';

/** '+12.5%', '−3%', '0%'; '—' when growth is unknown (no previous value to compare with). */
export function formatGrowth(growth: number | null | undefined): string {
  if (growth === null || growth === undefined || !Number.isFinite(growth)) return '—';
  const rounded = Math.round(growth * 10) / 10;
  if (rounded === 0) return '0%';
  const text = `${Math.abs(rounded).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
  return rounded > 0 ? `+${text}` : `−${text}`;
}

/** Which way a figure moved, and so how to colour it. */
export function growthTrend(growth: number | null | undefined): Trend {
  if (growth === null || growth === undefined || !Number.isFinite(growth)) return 'none';
  const rounded = Math.round(growth * 10) / 10;
  if (rounded === 0) return 'flat';
  return rounded > 0 ? 'up' : 'down';
}

/** A sentence for assistive technology: 'Up 12.5% on the previous period'. */
export function describeGrowth(growth: number | null | undefined): string {
  const trend = growthTrend(growth);
  if (trend === 'none') return 'No previous period to compare with';
  if (trend === 'flat') return 'Unchanged from the previous period';
  const text = formatGrowth(Math.abs(growth ?? 0));
  return `${trend === 'up' ? 'Up' : 'Down'} ${text.replace('+', '')} on the previous period`;
}

/** '12.5%'; '—' when the rate is undefined (for example no bookings to take a rate of). */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${(Math.round(value * 10) / 10).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}

/** Analytics money (currency units, e.g. 1234.5) for people: '$1,234.50'. */
export function formatCurrency(units: number | null | undefined, currency: string): string {
  if (units === null || units === undefined || !Number.isFinite(units)) return '—';
  const cents = Math.round(units * 100);
  try {
    return formatMoney(cents, currency);
  } catch {
    return formatMoney(cents, 'USD');
  }
}

/** Short money for chart axes: '$0', '$950', '$1.2K', '$3M'. */
export function formatCurrencyCompact(units: number, currency: string): string {
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    notation: 'compact',
    maximumFractionDigits: 1,
  };
  try {
    return new Intl.NumberFormat('en-US', { ...options, currency }).format(units);
  } catch {
    return new Intl.NumberFormat('en-US', { ...options, currency: 'USD' }).format(units);
  }
}

/** A whole count with separators: 1234 → '1,234'; '—' when unknown. */
export function formatCount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return Math.round(value).toLocaleString('en-US');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A local date 'YYYY-MM-DD' as 'Mar 4' (no time-zone shifting: it already is the business's date). */
export function formatLocalDate(date: string, withYear = false): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  const label = `${MONTHS[Number(month) - 1] ?? month} ${Number(day)}`;
  return withYear ? `${label}, ${year}` : label;
}

/** A chart bucket's label: the day, or the week it starts. */
export function formatBucketLabel(date: string, bucket: 'day' | 'week'): string {
  return bucket === 'week' ? `Week of ${formatLocalDate(date)}` : formatLocalDate(date);
}

/** 'Mar 4 – Apr 2, 2025' for a period's inclusive local dates. */
export function formatRange(from: string, to: string): string {
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${formatLocalDate(from, !sameYear)} – ${formatLocalDate(to, true)}`;
}

/** 0 → '12 AM', 9 → '9 AM', 13 → '1 PM'. */
export function formatHour(hour: number): string {
  const h = ((hour % 24) + 24) % 24;
  const twelve = h % 12 === 0 ? 12 : h % 12;
  return `${twelve} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The top of a chart's value axis: the max rounded up to 1, 2, 2.5 or 5 × 10ⁿ (1 for an empty chart). */
export function niceMax(max: number): number {
  if (!Number.isFinite(max) || max <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (max <= step * magnitude) return step * magnitude;
  }
  return 10 * magnitude;
}

/** Evenly spaced axis values from 0 to `top`, `count` intervals. */
export function axisTicks(top: number, count = 4): number[] {
  return Array.from({ length: count + 1 }, (_, i) => (top * i) / count);
}

/** True for steps of 1, 2, 2.5 or 5 × 10ⁿ: axis labels people read at a glance. */
function isNiceStep(step: number): boolean {
  if (!(step > 0)) return false;
  const mantissa = step / 10 ** Math.floor(Math.log10(step));
  return [1, 2, 2.5, 5, 10].some((nice) => Math.abs(mantissa - nice) < 1e-9);
}

/**
 * Axis values from 0 to a readable top with readable steps (4 or 5 intervals); with `whole`, counts such as
 * bookings only get whole-number ticks.
 */
export function chartTicks(max: number, options: { whole?: boolean } = {}): number[] {
  let top = niceMax(max);
  if (options.whole) top = Math.max(1, Math.ceil(top));
  if (options.whole && top <= 5) return axisTicks(top, top);
  const count = [5, 4].find((c) => isNiceStep(top / c) && (!options.whole || Number.isInteger(top / c))) ?? 4;
  return axisTicks(top, count);
}

/** A heat-map cell's shade, 0 (none) to 4 (busiest), relative to the busiest cell. */
export function heatLevel(value: number, max: number): 0 | 1 | 2 | 3 | 4 {
  if (!(max > 0) || !(value > 0)) return 0;
  const ratio = value / max;
  if (ratio > 0.75) return 4;
  if (ratio > 0.5) return 3;
  if (ratio > 0.25) return 2;
  return 1;
}

/** Labels to show under `count` bars so they never crowd: every nth index. */
export function labelStride(count: number, maxLabels: number): number {
  if (count <= maxLabels || maxLabels <= 0) return 1;
  return Math.ceil(count / maxLabels);
}
