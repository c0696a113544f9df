// Pure display rules of the analytics screen: growth ('—' when there is nothing to compare with, never a
// made-up figure), percentages, money, bucket and hour labels, chart scales and heat-map levels. `intl` is the Intl
// locale of the app's language (docs/decisions/041): US English, the spec's formats byte for byte, unless the owner's
// app speaks another language.
import { formatLocalDate as formatDay, formatTime12 } from '#client/lib/format.ts';
import { formatMoney } from '#shared/domain/money.ts';

const US_ENGLISH = 'en-US';

export type Trend = 'up' | 'down' | 'flat' | 'none';

/** '+12.5%', '−3%', '0%' ('+12,5 %' in German); '—' when growth is unknown (no previous value to compare with). */
export function formatGrowth(growth: number | null | undefined, intl = US_ENGLISH): string {
  if (growth === null || growth === undefined || !Number.isFinite(growth)) return '—';
  const rounded = Math.round(growth * 10) / 10;
  if (intl !== US_ENGLISH) return percentFormat(intl, 'exceptZero').format(rounded / 100);
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

/** The sentence of a trend, `percent` the change without its sign; the app's catalog says it in another language. */
export type GrowthWords = (trend: Trend, percent: string) => string;

const ENGLISH_GROWTH: GrowthWords = (trend, percent) => {
  if (trend === 'none') return 'No previous period to compare with';
  if (trend === 'flat') return 'Unchanged from the previous period';
  return `${trend === 'up' ? 'Up' : 'Down'} ${percent} on the previous period`;
};

/** A sentence for assistive technology: 'Up 12.5% on the previous period'. */
export function describeGrowth(
  growth: number | null | undefined,
  intl = US_ENGLISH,
  words: GrowthWords = ENGLISH_GROWTH,
): string {
  const trend = growthTrend(growth);
  if (trend === 'none' || trend === 'flat') return words(trend, '');
  return words(trend, formatGrowth(Math.abs(growth ?? 0), intl).replace('+', ''));
}

function percentFormat(intl: string, signDisplay: Intl.NumberFormatOptions['signDisplay'] = 'auto') {
  return new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 1, signDisplay });
}

/** '12.5%' ('12,5 %' in German); '—' when the rate is undefined (for example no bookings to take a rate of). */
export function formatPercent(value: number | null | undefined, intl = US_ENGLISH): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const rounded = Math.round(value * 10) / 10;
  if (intl !== US_ENGLISH) return percentFormat(intl).format(rounded / 100);
  return `${rounded.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}

/** Analytics money (currency units, e.g. 1234.5) for people: '$1,234.50' ('1.234,50 $' in German). */
export function formatCurrency(
  units: number | null | undefined,
  currency: string,
  intl = US_ENGLISH,
): string {
  if (units === null || units === undefined || !Number.isFinite(units)) return '—';
  const cents = Math.round(units * 100);
  try {
    return formatMoney(cents, currency, intl);
  } catch {
    return formatMoney(cents, 'USD', intl);
  }
}

/** Short money for chart axes: '$0', '$950', '$1.2K', '$3M' ('1200 $' in German, '1,2 Mio. $'). */
export function formatCurrencyCompact(units: number, currency: string, intl = US_ENGLISH): string {
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    notation: 'compact',
    maximumFractionDigits: 1,
  };
  try {
    return new Intl.NumberFormat(intl, { ...options, currency }).format(units);
  } catch {
    return new Intl.NumberFormat(intl, { ...options, currency: 'USD' }).format(units);
  }
}

/** A whole count with separators: 1234 → '1,234' ('1.234' in German); '—' when unknown. */
export function formatCount(value: number | null | undefined, intl = US_ENGLISH): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return Math.round(value).toLocaleString(intl);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SHORT_DATE = { month: 'short', day: 'numeric' } as const;
const SHORT_DATE_YEAR = { ...SHORT_DATE, year: 'numeric' } as const;

/** A local date 'YYYY-MM-DD' as 'Mar 4' ('4. März'; no time-zone shifting: it already is the business's date). */
export function formatLocalDate(date: string, withYear = false, intl = US_ENGLISH): string {
  const match = DATE.exec(date);
  if (!match) return date;
  if (intl !== US_ENGLISH) return formatDay(date, withYear ? SHORT_DATE_YEAR : SHORT_DATE, intl);
  const [, year, month, day] = match;
  const label = `${MONTHS[Number(month) - 1] ?? month} ${Number(day)}`;
  return withYear ? `${label}, ${year}` : label;
}

/** A chart bucket's label: the day, or the week it starts ('Week of Mar 3'; `weekOf` says it in another language). */
export function formatBucketLabel(
  date: string,
  bucket: 'day' | 'week',
  intl = US_ENGLISH,
  weekOf = (day: string) => `Week of ${day}`,
): string {
  return bucket === 'week' ? weekOf(formatLocalDate(date, false, intl)) : formatLocalDate(date, false, intl);
}

/** 'Mar 4 – Apr 2, 2025' for a period's inclusive local dates ('4. März – 2. Apr. 2025' in German). */
export function formatRange(from: string, to: string, intl = US_ENGLISH): string {
  if (intl !== US_ENGLISH && DATE.test(from) && DATE.test(to)) {
    const day = (date: string) => new Date(`${date}T12:00:00Z`);
    return new Intl.DateTimeFormat(intl, { ...SHORT_DATE_YEAR, timeZone: 'UTC' }).formatRange(
      day(from),
      day(to),
    );
  }
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${formatLocalDate(from, !sameYear, intl)} – ${formatLocalDate(to, true, intl)}`;
}

/** 0 → '12 AM', 9 → '9 AM', 13 → '1 PM' ('9:00', '13:00' in German). */
export function formatHour(hour: number, intl = US_ENGLISH): string {
  const h = ((hour % 24) + 24) % 24;
  if (intl !== US_ENGLISH) return formatTime12(`${h}:00`, intl);
  const twelve = h % 12 === 0 ? 12 : h % 12;
  return `${twelve} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A weekday by its number, 1 Monday … 7 Sunday: 'Monday' or 'Mon' ('Montag', 'Mo.' in German). */
export function formatWeekday(dayOfWeek: number, width: 'long' | 'short', intl = US_ENGLISH): string {
  // 2024-01-01 was a Monday.
  return formatDay(`2024-01-0${dayOfWeek}`, { weekday: width }, intl);
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
