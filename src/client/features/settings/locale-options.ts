// The time zones and currencies offered in business settings: common ones, plus the business's current value
// and (for zones) this browser's, so nothing stored is ever missing from the list.

const COMMON_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Halifax',
  'America/Toronto',
  'America/Vancouver',
  'America/Mexico_City',
  'America/Bogota',
  'America/Sao_Paulo',
  'America/Argentina/Buenos_Aires',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Lisbon',
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Amsterdam',
  'Europe/Berlin',
  'Europe/Rome',
  'Europe/Stockholm',
  'Europe/Warsaw',
  'Europe/Athens',
  'Europe/Istanbul',
  'Africa/Lagos',
  'Africa/Cairo',
  'Africa/Johannesburg',
  'Africa/Nairobi',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Bangkok',
  'Asia/Singapore',
  'Asia/Hong_Kong',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Australia/Perth',
  'Australia/Brisbane',
  'Australia/Sydney',
  'Pacific/Auckland',
];

const COMMON_CURRENCIES = [
  'USD',
  'CAD',
  'EUR',
  'GBP',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'JPY',
  'INR',
  'SGD',
  'HKD',
  'AED',
  'ZAR',
  'BRL',
  'MXN',
];

export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export function timeZoneOptions(current: string): string[] {
  const zones = new Set(COMMON_TIME_ZONES);
  const browser = browserTimeZone();
  if (browser) zones.add(browser);
  zones.add(current);
  return [...zones];
}

/** 'America/New_York' → 'New York (GMT-5)', the offset as the Intl locale `intl` writes it. */
export function timeZoneLabel(zone: string, intl = 'en-US', now = new Date()): string {
  const city = (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');
  try {
    const offset = new Intl.DateTimeFormat(intl, { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value;
    return offset ? `${city} (${offset})` : city;
  } catch {
    return city;
  }
}

export function currencyOptions(current: string): string[] {
  return COMMON_CURRENCIES.includes(current) ? COMMON_CURRENCIES : [current, ...COMMON_CURRENCIES];
}

/** 'EUR' → 'EUR · Euro' ('EUR · Euro' in German too, 'USD · US-Dollar'): the name in the Intl locale `intl`. */
export function currencyLabel(code: string, intl = 'en'): string {
  try {
    const name = new Intl.DisplayNames([intl], { type: 'currency' }).of(code);
    return name && name !== code ? `${code} · ${name}` : code;
  } catch {
    return code;
  }
}
