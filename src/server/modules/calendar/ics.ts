// iCalendar (RFC 5545) text for appointments: a booking confirmation's attachment holds one, a calendar feed many.
// Times are written as wall-clock times with the business's TZID, and the zone's VTIMEZONE block is included, so
// calendars show the appointment at the right local time on both sides of a daylight-saving change.
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { escapeText, fold, utcStamp } from '#shared/domain/ics-text.ts';
import { localDateOf, localTimeOf } from '#shared/domain/local-time.ts';

export type IcsEvent = {
  /** Stable across updates: the same uid replaces the earlier copy in a calendar. */
  uid: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  summary: string;
  description?: string;
  location?: string;
  /** CONFIRMED or CANCELLED (a cancelled copy removes the event where it was imported). */
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** Bumped when the booking changes, so calendars take the newer copy. */
  sequence?: number;
};

/** A VCALENDAR with one VEVENT per event and one VTIMEZONE per zone they use. */
export function buildCalendar(options: {
  events: readonly IcsEvent[];
  name?: string;
  method?: 'PUBLISH';
  now?: Date;
}): string {
  const { events, name } = options;
  const stamp = utcStamp(options.now ?? new Date());
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Bookwell//Bookwell//EN', 'CALSCALE:GREGORIAN'];
  if (options.method) lines.push(`METHOD:${options.method}`);
  if (name) lines.push(`X-WR-CALNAME:${escapeText(name)}`);
  for (const zone of new Set(events.map((e) => e.timeZone))) lines.push(...vtimezone(zone));
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;TZID=${event.timeZone}:${localStamp(event.startsAt, event.timeZone)}`,
      `DTEND;TZID=${event.timeZone}:${localStamp(event.endsAt, event.timeZone)}`,
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    lines.push(`STATUS:${event.status ?? 'CONFIRMED'}`, `SEQUENCE:${event.sequence ?? 0}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

const vtimezones = new Map<string, string[]>();

/** The zone's VTIMEZONE lines (from the IANA data bundled with timezones-ical-library). */
function vtimezone(zone: string): string[] {
  let lines = vtimezones.get(zone);
  if (!lines) {
    const block = tzlib_get_ical_block(zone);
    if (!Array.isArray(block) || !block[0]) throw new Error(`No VTIMEZONE for ${zone}`);
    lines = block[0].split(/\r?\n/).filter(Boolean);
    vtimezones.set(zone, lines);
  }
  return lines;
}

/** 20260309T090000: the wall-clock time in the zone. */
function localStamp(instant: Date, timeZone: string): string {
  return `${localDateOf(instant, timeZone).replaceAll('-', '')}T${localTimeOf(instant, timeZone).replace(':', '')}00`;
}
