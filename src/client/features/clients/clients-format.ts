// Pure helpers of the clients screen: names, dates and money for people, list/CSV URLs, tags and contact
// links. `locale` is an Intl locale (shared/i18n/locales.ts intlLocale): US English, the spec's formats, unless the
// app shows another language.
import { decimalToCents, formatMoney } from '#shared/domain/money.ts';

const US_ENGLISH = 'en-US';

export type ClientStatusFilter = 'all' | 'active' | 'inactive';
export type ClientSort = 'name' | 'recent' | 'spend';
export type ClientListParams = { search: string; status: ClientStatusFilter; sort: ClientSort };

type Named = { firstName: string; lastName?: string | null };

export function clientFullName(client: Named): string {
  return [client.firstName, client.lastName].filter((part) => part?.trim()).join(' ') || 'Unnamed client';
}

/** One or two letters for an avatar: 'Jane Doe' → 'JD'. */
export function clientInitials(client: Named): string {
  const letters = [client.firstName, client.lastName ?? '']
    .map((part) => part.trim().charAt(0))
    .filter(Boolean)
    .join('');
  return (letters || '?').toUpperCase();
}

/** `date` in the business's time zone, or in the viewer's when the zone is unknown to this browser. */
function formatInZone(
  date: Date,
  options: Intl.DateTimeFormatOptions,
  timeZone: string,
  locale: string,
): string {
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
}

/** 'Mar 4, 2025' in the business's time zone ('4. März 2025' in German); null for a missing or unparsable instant. */
export function formatVisitDate(
  value: string | null | undefined,
  timeZone: string,
  locale = US_ENGLISH,
): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return formatInZone(date, { month: 'short', day: 'numeric', year: 'numeric' }, timeZone, locale);
}

/** 'Tue, Mar 4, 2025, 9:30 AM' in the business's time zone, for booking history ('Di., 4. März 2025, 9:30'). */
export function formatAppointment(value: string, timeZone: string, locale = US_ENGLISH): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  };
  return formatInZone(date, options, timeZone, locale);
}

/** A 2-decimal API amount ('45.00') in the business's currency: '$45.00' ('45,00 $' in German). */
export function formatDecimalMoney(amount: string, currency: string, locale = US_ENGLISH): string {
  let cents: number;
  try {
    cents = decimalToCents(amount);
  } catch {
    return amount;
  }
  try {
    return formatMoney(cents, currency, locale);
  } catch {
    return formatMoney(cents, 'USD', locale);
  }
}

/** The query string of GET /api/clients and /api/clients.csv; an empty search and defaults are left out. */
export function clientListQuery(params: ClientListParams): string {
  const query = new URLSearchParams();
  const search = params.search.trim();
  if (search) query.set('search', search);
  if (params.status !== 'all') query.set('status', params.status);
  if (params.sort !== 'name') query.set('sort', params.sort);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** 'vip, Regular ,vip' → ['vip', 'Regular']: trimmed, no blanks, no repeats. */
export function parseTags(input: string): string[] {
  const tags = input
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return [...new Set(tags)];
}

/** A tel: link that phones accept: digits and a leading +, nothing else. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${encodeURIComponent(email.trim()).replace(/%40/g, '@')}`;
}

/** The existing client's id from a 409 duplicate-phone error body, if there is one. */
export function duplicateClientId(errorBody: string | undefined): string | null {
  if (!errorBody) return null;
  try {
    const parsed: unknown = JSON.parse(errorBody);
    if (parsed && typeof parsed === 'object' && 'existingClientId' in parsed) {
      const id = parsed.existingClientId;
      return typeof id === 'string' && id ? id : null;
    }
  } catch {
    // Not JSON.
  }
  return null;
}
