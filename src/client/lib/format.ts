// Display helpers shared by the booking page, quick booking and the calendar: 12-hour labels, local dates,
// instants read in the business's time zone, and the spec's name split. Intl only (no date library), because
// the public booking page is on a bundle budget. `locale` is an Intl locale (shared/i18n/locales.ts intlLocale):
// US English, the spec's formats, unless a page shows another language.
import { decimalToCents, formatMoney } from '#shared/domain/money.ts';

const US_ENGLISH = 'en-US';

/** 'HH:mm' → '9:30 AM' (ASCII space: some Intl versions put U+202F before AM/PM); in another language its own
 * clock ('14:30' in German). */
export function formatTime12(time: string, locale = US_ENGLISH): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  if (locale !== US_ENGLISH) {
    return dateFormat({ hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }, locale).format(
      Date.UTC(2000, 0, 1, h, m),
    );
  }
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

// Intl formatters are costly to make (the server renders every service's duration on each page view): one per
// locale and options.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cachedFormat<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let format = formatters.get(key) as F | undefined;
  if (!format) {
    format = make();
    formatters.set(key, format);
  }
  return format;
}

function dateFormat(options: Intl.DateTimeFormatOptions, locale = US_ENGLISH): Intl.DateTimeFormat {
  return cachedFormat(
    `date ${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

function numberFormat(options: Intl.NumberFormatOptions, locale: string): Intl.NumberFormat {
  return cachedFormat(
    `number ${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

/** A local calendar date ('YYYY-MM-DD') in words, independent of the viewer's zone. */
export function formatLocalDate(
  date: string,
  options: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  locale = US_ENGLISH,
): string {
  return dateFormat({ ...options, timeZone: 'UTC' }, locale).format(new Date(`${date}T12:00:00Z`));
}

/** The wall date and time ('YYYY-MM-DD', 'HH:mm') of an instant in `timeZone`. */
export function wallClockOf(iso: string, timeZone: string): { date: string; time: string } {
  const parts = dateFormat({
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

/** An instant's date in the business's zone: 'Jun 9, 2026' (or as `options` say). */
export function formatInstantDate(
  iso: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' },
  locale = US_ENGLISH,
): string {
  return formatLocalDate(wallClockOf(iso, timeZone).date, options, locale);
}

/** 'America/New_York' → 'New York'. */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
}

/** The spec's split: the first word is the first name, the rest (possibly empty) the last name. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** '45.00' in the business's currency: '$45.00' ('45,00 $' in German). */
export function formatPrice(price: string, currency = 'USD', locale = US_ENGLISH): string {
  try {
    return formatMoney(decimalToCents(price), currency, locale);
  } catch {
    return price;
  }
}

/** An average rating with one decimal: 4.5 ('4,5' in German). */
export function formatRating(value: number, locale = US_ENGLISH): string {
  return numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }, locale).format(value);
}

/** 90 → '1 hr 30 min' ('1 Std. 30 Min.' in German): Intl's short units. */
export function formatDuration(minutes: number, locale = US_ENGLISH): string {
  const unit = (value: number, name: 'hour' | 'minute') =>
    numberFormat({ style: 'unit', unit: name, unitDisplay: 'short' }, locale).format(value);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return unit(minutes, 'minute');
  return rest ? `${unit(hours, 'hour')} ${unit(rest, 'minute')}` : unit(hours, 'hour');
}

/** A random v4 UUID, also outside secure contexts (where crypto.randomUUID is missing). */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
