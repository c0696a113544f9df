// The Services page's amounts, minutes and lists in the app's language (`locale`: an Intl locale, intlLocale): the
// price input's currency symbol, the duration's unit, the names of services. English keeps the spec's forms.

/** The currency's or the unit's part of a number formatted by `format`. */
function partOf(format: Intl.NumberFormat, type: 'currency' | 'unit'): string | undefined {
  return format.formatToParts(0).find((part) => part.type === type)?.value;
}

/** The symbol shown before the price input: '$', '€', 'CA$' … ('$US' in French). */
export function currencySymbol(currency: string, locale: string): string {
  try {
    return partOf(new Intl.NumberFormat(locale, { style: 'currency', currency }), 'currency') ?? currency;
  } catch {
    return currency;
  }
}

const minutes = (locale: string) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short' });

/** A duration as the owner typed it, in minutes: 90 → '90 min' ('90 Min.' in German). */
export function formatMinutes(value: number, locale: string): string {
  return minutes(locale).format(value);
}

/** The unit shown after the duration input: 'min' ('Min.' in German). */
export function minuteUnit(locale: string): string {
  return partOf(minutes(locale), 'unit') ?? 'min';
}

/**
 * Names as a list: 'Massage, Facial, Wax' ('Massage, Facial und Wax' in German). Intl's list of units, whose English
 * is the spec's commas without the 'and' of a conjunction.
 */
export function formatNames(names: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(names);
}
