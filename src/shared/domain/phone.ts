// Phone numbers as typed by people, reduced to one comparable form so one person is one client per business.

/** Fewest digits a real phone number has (local numbers without area code in small countries). */
export const MIN_PHONE_DIGITS = 7;
/** E.164 caps a full international number at 15 digits. */
export const MAX_PHONE_DIGITS = 15;
export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number';

/**
 * Digits only, with a leading '+' kept: '(555) 123-4567' and '555.123.4567' → '5551234567',
 * '+44 20 7946 0958' → '+442079460958'. Returns null when the digit count is outside 7–15 or the
 * input holds letters (an extension such as 'ext. 12' is not a phone number we can text).
 */
export function normalizePhone(raw: string): string | null {
  const trimmed = raw.trim();
  if (!/^\+?[\d\s().\-/]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < MIN_PHONE_DIGITS || digits.length > MAX_PHONE_DIGITS) return null;
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}
