// How an .ics text becomes busy times: other time zones (by IANA name, or by the file's own VTIMEZONE as Outlook
// writes it), floating times, and a text that is not a calendar.
import { describe, expect, it } from 'vitest';
import { IcsError, readBusyTimes } from './ics-busy.ts';

const window = { start: new Date('2027-01-01T00:00:00Z'), end: new Date('2028-01-01T00:00:00Z') };
const read = (events: string, timeZone = 'America/New_York') =>
  readBusyTimes(
    `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${events.trim().replaceAll('\n', '\r\n')}\r\nEND:VCALENDAR\r\n`,
    {
      window,
      timeZone,
    },
  ).map((b) => [b.start.toISOString(), b.end.toISOString()]);

describe('readBusyTimes', () => {
  it('reads a TZID the tz database knows in that zone, summer and winter', () => {
    expect(
      read(`BEGIN:VEVENT
UID:a
DTSTART;TZID=Europe/Berlin:20270115T090000
DTEND;TZID=Europe/Berlin:20270115T100000
END:VEVENT
BEGIN:VEVENT
UID:b
DTSTART;TZID=Europe/Berlin:20270715T090000
DTEND;TZID=Europe/Berlin:20270715T100000
END:VEVENT`),
    ).toEqual([
      ['2027-01-15T08:00:00.000Z', '2027-01-15T09:00:00.000Z'],
      ['2027-07-15T07:00:00.000Z', '2027-07-15T08:00:00.000Z'],
    ]);
  });

  it("reads Outlook's Windows zone names through the file's VTIMEZONE", () => {
    expect(
      read(`BEGIN:VTIMEZONE
TZID:W. Europe Standard Time
BEGIN:STANDARD
DTSTART:16010101T030000
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10
END:STANDARD
BEGIN:DAYLIGHT
DTSTART:16010101T020000
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3
END:DAYLIGHT
END:VTIMEZONE
BEGIN:VEVENT
UID:c
DTSTART;TZID=W. Europe Standard Time:20270715T090000
DTEND;TZID=W. Europe Standard Time:20270715T100000
X-MICROSOFT-CDO-BUSYSTATUS:BUSY
END:VEVENT
BEGIN:VEVENT
UID:d
DTSTART;TZID=W. Europe Standard Time:20270716T090000
DTEND;TZID=W. Europe Standard Time:20270716T100000
X-MICROSOFT-CDO-BUSYSTATUS:FREE
END:VEVENT`),
    ).toEqual([['2027-07-15T07:00:00.000Z', '2027-07-15T08:00:00.000Z']]);
  });

  it("reads floating times and all-day dates in the business's zone, and an override without its series alone", () => {
    expect(
      read(
        `BEGIN:VEVENT
UID:e
DTSTART:20270301T100000
DTEND:20270301T103000
END:VEVENT
BEGIN:VEVENT
UID:f
DTSTART;VALUE=DATE:20270302
END:VEVENT
BEGIN:VEVENT
UID:g
RECURRENCE-ID:20270303T150000Z
DTSTART:20270303T160000Z
DTEND:20270303T170000Z
END:VEVENT`,
        'America/Chicago',
      ),
    ).toEqual([
      ['2027-03-01T16:00:00.000Z', '2027-03-01T16:30:00.000Z'],
      ['2027-03-02T06:00:00.000Z', '2027-03-03T06:00:00.000Z'],
      ['2027-03-03T16:00:00.000Z', '2027-03-03T17:00:00.000Z'],
    ]);
  });

  it('refuses a text that is not a calendar in words', () => {
    expect(() => readBusyTimes('<html>Sign in</html>', { window, timeZone: 'UTC' })).toThrow(IcsError);
    expect(() => readBusyTimes('<html>Sign in</html>', { window, timeZone: 'UTC' })).toThrow(
      'the address did not return a calendar (.ics)',
    );
  });
});
