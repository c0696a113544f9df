// Reads an iCalendar (.ics) text into the times it says someone is busy, within a window: recurring events
// expanded (RRULE, RDATE, EXDATE, RECURRENCE-ID overrides), cancelled occurrences and free (TRANSP:TRANSPARENT)
// events left out. Times are resolved by their TZID through the tz database when it is an IANA name, else by the
// file's VTIMEZONE; floating times and all-day dates are read in the business's zone (a salon's day).
import ICAL from 'ical.js';
import { isValidTimeZone, localDayClock } from '#shared/domain/local-time.ts';

export type BusyTime = { start: Date; end: Date };

/** More than this is a calendar we cannot use as a member's (a whole public holiday feed of decades). */
export const MAX_BUSY_TIMES = 5_000;
/** Occurrences looked at per recurring event, past ones included: bounds a FREQ=MINUTELY rule. */
const MAX_STEPS_PER_EVENT = 50_000;
/** An override may move an occurrence by up to this much, into the window from outside it. */
const MOVED_OCCURRENCE_SLACK_MS = 31 * 86_400_000;
const DAY_MS = 86_400_000;

export class IcsError extends Error {}

type Window = { start: Date; end: Date };

/** The busy times of `text` overlapping `window`, sorted and clipped to it; throws IcsError for a text that is
 * not a calendar. At most MAX_BUSY_TIMES, the earliest kept. */
export function readBusyTimes(text: string, options: { window: Window; timeZone: string }): BusyTime[] {
  const root = parseCalendar(text);
  const events = root.getAllSubcomponents('vevent');
  const byUid = new Map<string, { master?: ICAL.Component; overrides: ICAL.Component[] }>();
  const loose: ICAL.Component[] = [];
  for (const event of events) {
    const uid = event.getFirstPropertyValue('uid');
    if (typeof uid !== 'string' || uid === '') {
      loose.push(event);
      continue;
    }
    const group = byUid.get(uid) ?? { overrides: [] };
    if (event.hasProperty('recurrence-id')) group.overrides.push(event);
    else group.master = event;
    byUid.set(uid, group);
  }
  const busy: BusyTime[] = [];
  const add = (item: ICAL.Event, start: ICAL.Time, end: ICAL.Time) => {
    if (!blocks(item.component)) return;
    const from = instantOf(start, zoneOf(item.component, 'dtstart'), options.timeZone);
    let to = instantOf(end, zoneOf(item.component, 'dtend'), options.timeZone);
    // An all-day event without an end lasts its day (RFC 5545 3.6.1); a timed one without an end takes no time.
    if (start.isDate && to <= from) to = from + DAY_MS;
    const clipped = {
      start: Math.max(from, options.window.start.getTime()),
      end: Math.min(to, options.window.end.getTime()),
    };
    if (clipped.start < clipped.end)
      busy.push({ start: new Date(clipped.start), end: new Date(clipped.end) });
  };
  const single = (component: ICAL.Component) => {
    const event = new ICAL.Event(component);
    if (event.startDate) add(event, event.startDate, event.endDate);
  };
  for (const event of loose) single(event);
  for (const group of byUid.values()) {
    // Overrides whose series is not in the feed stand on their own.
    if (!group.master) {
      for (const override of group.overrides) single(override);
      continue;
    }
    const event = new ICAL.Event(group.master, { exceptions: group.overrides, strictExceptions: true });
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      add(event, event.startDate, event.endDate);
      continue;
    }
    expand(event, options, add);
  }
  busy.sort((a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime());
  return busy.slice(0, MAX_BUSY_TIMES);
}

function parseCalendar(text: string): ICAL.Component {
  if (!/BEGIN:VCALENDAR/i.test(text)) throw new IcsError('the address did not return a calendar (.ics)');
  try {
    const parsed = ICAL.parse(text);
    const root = new ICAL.Component(Array.isArray(parsed[0]) ? parsed[0] : parsed);
    if (root.name !== 'vcalendar') throw new IcsError('the address did not return a calendar (.ics)');
    return root;
  } catch (error) {
    if (error instanceof IcsError) throw error;
    throw new IcsError(`the calendar could not be read: ${(error as Error).message}`);
  }
}

/** Every occurrence of a recurring event that may touch the window, each as its override says. */
function expand(
  event: ICAL.Event,
  options: { window: Window; timeZone: string },
  add: (item: ICAL.Event, start: ICAL.Time, end: ICAL.Time) => void,
) {
  const zone = zoneOf(event.component, 'dtstart');
  const from = options.window.start.getTime() - MOVED_OCCURRENCE_SLACK_MS;
  const until = options.window.end.getTime() + MOVED_OCCURRENCE_SLACK_MS;
  const length = Math.max(0, event.duration.toSeconds() * 1000);
  const iterator = event.iterator();
  for (let step = 0; step < MAX_STEPS_PER_EVENT; step++) {
    const next = iterator.next();
    if (!next) return;
    const at = instantOf(next, zone, options.timeZone);
    if (at > until) return;
    if (at + Math.max(length, DAY_MS) < from) continue;
    const details = event.getOccurrenceDetails(next);
    add(details.item, details.startDate, details.endDate);
  }
}

/** Whether an event (or one occurrence's override) makes its time busy. */
function blocks(component: ICAL.Component): boolean {
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  if (status === 'CANCELLED') return false;
  const transp = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  if (transp === 'TRANSPARENT') return false;
  // Outlook marks a 'Free' event so, sometimes without TRANSP.
  const outlook = String(component.getFirstPropertyValue('x-microsoft-cdo-busystatus') ?? '').toUpperCase();
  return outlook !== 'FREE';
}

/** The IANA zone a time property names, when the tz database knows it; else null (VTIMEZONE or floating). */
function zoneOf(component: ICAL.Component, name: 'dtstart' | 'dtend'): string | null {
  const property = component.getFirstProperty(name) ?? component.getFirstProperty('dtstart');
  const tzid = property?.getParameter('tzid');
  return typeof tzid === 'string' && isValidTimeZone(tzid) ? tzid : null;
}

/** The instant of an iCalendar time: `zone` (an IANA name) first, then its own VTIMEZONE; floating and all-day
 * times in the business's `timeZone`. */
function instantOf(time: ICAL.Time, zone: string | null, timeZone: string): number {
  const date = `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
  if (time.isDate) return localDayClock(date, timeZone).atOrAfter(0);
  const tzid = time.zone?.tzid;
  if (tzid === 'UTC')
    return Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const minutes = time.hour * 60 + time.minute;
  if (zone) return localDayClock(date, zone).atOrAfter(minutes) + time.second * 1000;
  if (tzid && tzid !== 'floating') return time.toUnixTime() * 1000;
  return localDayClock(date, timeZone).atOrAfter(minutes) + time.second * 1000;
}
