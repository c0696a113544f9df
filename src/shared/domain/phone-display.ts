// A business's phone as people read it (issue 25): a number typed as bare digits is shown in its country's own
// format, as the demo's '(555) 010-2030' was typed; one typed with its own spacing or punctuation is kept as typed.
import { getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { PhoneRegion } from './phone.ts';

/** Digits, after a '+' at most: a number typed without formatting of its own. */
const BARE_DIGITS = /^\+?\d+$/;

/**
 * `raw` for display: bare digits in the national format of `region` (the business's country) when the number is
 * from there, else in the international format; anything else, or a number that is not possible, as it is.
 */
export function formatPhoneForDisplay(raw: string, region: PhoneRegion): string {
  if (!BARE_DIGITS.test(raw.trim())) return raw;
  const parsed = parsePhoneNumberFromString(raw.trim(), region);
  if (!parsed?.isPossible()) return raw;
  return parsed.countryCallingCode === getCountryCallingCode(region)
    ? parsed.formatNational()
    : parsed.formatInternational();
}
