// The CalDAV calls a two-way calendar connection makes (RFC 4791), under the same public-address rules as every
// outside request (net/guarded-request.ts): read the events of a time range (REPORT calendar-query), write one
// event (PUT) and remove one (DELETE). Failures become one sentence an owner can act on (an IcsError).
import { type GuardedRequestError, guardedRequest } from '#server/net/guarded-request.ts';
import { utcStamp } from '#shared/domain/ics-text.ts';
import { type FetchRules, MAX_CALENDAR_BYTES, unreachableWords } from './calendar-fetch.ts';
import { IcsError } from './ics-busy.ts';

/** What a CalDAV connection keeps sealed: the calendar collection's address and the app password for it. */
export type CaldavAccount = { url: string; username: string; password: string };

/** One calendar object: its address (relative to the server) and its iCalendar text. */
export type CalendarObject = { href: string; text: string };

/** The name of the object Bookwell writes for a booking: the same one every time, so nothing is written twice. */
export const eventName = (bookingId: string) => `bookwell-${bookingId}.ics`;

/** Whether a calendar object is one Bookwell wrote (its name is an `eventName`). */
export const isOwnEvent = (href: string) => /\/bookwell-[0-9a-f-]{36}\.ics$/i.test(href);

/** The collection's address with one trailing slash, so that an event's name is resolved inside it. */
const collectionOf = (account: CaldavAccount) =>
  account.url.endsWith('/') ? account.url : `${account.url}/`;

async function call(
  account: CaldavAccount,
  rules: FetchRules,
  request: {
    method: 'REPORT' | 'PUT' | 'DELETE';
    url: string;
    headers?: Record<string, string>;
    body?: string;
  },
) {
  const authorization = `Basic ${Buffer.from(`${account.username}:${account.password}`).toString('base64')}`;
  try {
    return await guardedRequest({
      url: request.url,
      method: request.method,
      headers: { authorization, 'user-agent': 'Bookwell-Calendar/1', ...request.headers },
      body: request.body,
      allowPrivate: rules.allowPrivate,
      timeoutMs: rules.timeoutMs,
      maxBytes: MAX_CALENDAR_BYTES,
    });
  } catch (error) {
    throw new IcsError(unreachableWords(error as GuardedRequestError, rules.timeoutMs));
  }
}

function refusedWords(status: number): string | null {
  if (status === 401 || status === 403) {
    return `The calendar server refused the user name or app password (${status}). Connect the calendar again with a new app password.`;
  }
  if (status === 404 || status === 410) {
    return `The calendar server says this calendar does not exist (${status}). Check the calendar's address.`;
  }
  if (status >= 500) return `The calendar server had a problem (${status}). We will try again.`;
  return null;
}

/** The events overlapping the window, each as the calendar holds it. */
export async function readCalendarObjects(
  account: CaldavAccount,
  rules: FetchRules,
  window: { start: Date; end: Date },
): Promise<CalendarObject[]> {
  const body = `<?xml version="1.0" encoding="utf-8"?>
<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:prop><C:calendar-data/></D:prop>
  <C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT">
    <C:time-range start="${utcStamp(window.start)}" end="${utcStamp(window.end)}"/>
  </C:comp-filter></C:comp-filter></C:filter>
</C:calendar-query>`;
  const { status, body: answer } = await call(account, rules, {
    method: 'REPORT',
    url: collectionOf(account),
    headers: { depth: '1', 'content-type': 'application/xml; charset=utf-8' },
    body,
  });
  const refused = refusedWords(status);
  if (refused) throw new IcsError(refused);
  if (status !== 207) {
    throw new IcsError(
      `The calendar server answered ${status} where a CalDAV calendar answers 207. Check the calendar's address.`,
    );
  }
  return parseMultistatus(answer.toString('utf8'));
}

/** Writes (or rewrites) one event. */
export async function putCalendarObject(
  account: CaldavAccount,
  rules: FetchRules,
  name: string,
  text: string,
) {
  const { status } = await call(account, rules, {
    method: 'PUT',
    url: new URL(name, collectionOf(account)).toString(),
    headers: { 'content-type': 'text/calendar; charset=utf-8' },
    body: text,
  });
  const refused = refusedWords(status);
  if (refused) throw new IcsError(refused);
  if (status < 200 || status >= 300) throw new IcsError(`The calendar server refused an event (${status}).`);
}

/** Removes one event; one already gone is as good as removed. */
export async function deleteCalendarObject(account: CaldavAccount, rules: FetchRules, name: string) {
  const { status } = await call(account, rules, {
    method: 'DELETE',
    url: new URL(name, collectionOf(account)).toString(),
  });
  if (status === 404 || status === 410) return;
  const refused = refusedWords(status);
  if (refused) throw new IcsError(refused);
  if (status < 200 || status >= 300)
    throw new IcsError(`The calendar server refused to remove an event (${status}).`);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML text to its characters: CDATA sections as they are, entities and character references decoded. */
function xmlText(raw: string): string {
  return raw.replace(
    /<!\[CDATA\[([\s\S]*?)\]\]>|&(#x[0-9a-f]+|#\d+|\w+);/gi,
    (whole, cdata?: string, ref?: string) => {
      if (cdata !== undefined) return cdata;
      if (ref?.startsWith('#x') || ref?.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(ref.slice(2), 16));
      if (ref?.startsWith('#')) return String.fromCodePoint(Number(ref.slice(1)));
      return ENTITIES[ref ?? ''] ?? whole;
    },
  );
}

/** The href and calendar-data of each response of a multistatus answer, whatever prefixes the server chose. */
export function parseMultistatus(xml: string): CalendarObject[] {
  const objects: CalendarObject[] = [];
  for (const [, response] of xml.matchAll(
    /<(?:[\w.-]+:)?response\b[^>]*>([\s\S]*?)<\/(?:[\w.-]+:)?response>/g,
  )) {
    const href = /<(?:[\w.-]+:)?href\b[^>]*>([\s\S]*?)<\/(?:[\w.-]+:)?href>/.exec(response!)?.[1];
    const data = /<(?:[\w.-]+:)?calendar-data\b[^>]*>([\s\S]*?)<\/(?:[\w.-]+:)?calendar-data>/.exec(
      response!,
    )?.[1];
    if (href && data) objects.push({ href: xmlText(href.trim()), text: xmlText(data) });
  }
  return objects;
}
