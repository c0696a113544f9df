// Reads .ics text back with an independent parser (ical.js), for tests of what calendars will see.
import ICAL from 'ical.js';

/** The events of an .ics text as ical.js reads them, times in UTC. */
export function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      zone: event.startDate.zone?.tzid,
      startsAt: event.startDate.toJSDate(),
      endsAt: event.endDate.toJSDate(),
      status: vevent.getFirstPropertyValue('status'),
    };
  });
}
