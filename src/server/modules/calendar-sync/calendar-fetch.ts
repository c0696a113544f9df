// Fetches a calendar's iCal address under the webhook rules (net/guarded-request.ts) and turns every way it can
// fail into one sentence an owner can act on.
import { type GuardedRequestError, guardedRequest } from '#server/net/guarded-request.ts';
import { IcsError } from './ics-busy.ts';

/** A calendar larger than this is refused (a busy person's year is well under 1 MB). */
export const MAX_CALENDAR_BYTES = 5 * 1024 * 1024;
const MAX_REDIRECTS = 3;

export type FetchRules = { allowPrivate: boolean; timeoutMs: number };

/** The text at `url`, or throws an IcsError whose message says what went wrong. */
export async function fetchCalendarText(url: string, rules: FetchRules): Promise<string> {
  let answer: { status: number; body: Buffer };
  try {
    answer = await guardedRequest({
      url,
      method: 'GET',
      headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Bookwell-Calendar/1' },
      allowPrivate: rules.allowPrivate,
      timeoutMs: rules.timeoutMs,
      maxBytes: MAX_CALENDAR_BYTES,
      maxRedirects: MAX_REDIRECTS,
    });
  } catch (error) {
    throw new IcsError(unreachableWords(error as GuardedRequestError, rules.timeoutMs));
  }
  const { status } = answer;
  if (status === 404 || status === 410) {
    throw new IcsError(
      `The calendar server says this address does not exist (${status}). If the secret address was reset, paste the new one.`,
    );
  }
  if (status === 401 || status === 403) {
    throw new IcsError(
      `The calendar server refused access (${status}). Paste the calendar's secret address again.`,
    );
  }
  if (status >= 300 && status < 400)
    throw new IcsError(`The calendar server redirected too many times (${status}).`);
  if (status >= 500) throw new IcsError(`The calendar server had a problem (${status}). We will try again.`);
  if (status < 200 || status >= 300) throw new IcsError(`The calendar server answered ${status}.`);
  return answer.body.toString('utf8');
}

export function unreachableWords(error: GuardedRequestError, timeoutMs: number): string {
  switch (error.code) {
    case 'ETIMEDOUT': {
      const seconds = Math.max(1, Math.round(timeoutMs / 1000));
      return `The calendar server did not answer within ${seconds} second${seconds === 1 ? '' : 's'}. We will try again.`;
    }
    case 'ETOOLARGE':
      return `The calendar is larger than ${MAX_CALENDAR_BYTES / 1024 / 1024} MB, too large to read.`;
    case 'ENOTHTTPS':
      return 'The calendar address led to an address that is not https, which is not allowed.';
    case 'EPRIVATEADDRESS':
      return 'The calendar address leads to a private network address, which is not allowed.';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'The calendar server could not be found. Check the address.';
    default:
      return `The calendar server could not be reached (${error.code}). We will try again.`;
  }
}
