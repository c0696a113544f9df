// Two-way calendar connections against a real CalDAV server (Radicale): its busy events block availability, a
// weekly event with an exception blocks the right weeks across New York's DST change, and each booking of the
// member is written to the calendar, moved with the booking and removed when it is cancelled, never twice.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSecretKey, secretBox } from '#server/platform/secret-box.ts';
import { queryRows } from '#server/platform/sql.ts';
import { buildTestApp, testEnv } from '#server/test/build-test-app.ts';
import { localDateFromToday } from '#server/test/factories.ts';
import { addDaysToLocalDate, parseLocalDateTime, startOfLocalDay } from '#shared/domain/local-time.ts';
import { eventName, readCalendarObjects } from './caldav.ts';
import { syncDueCalendars } from './calendar-sync.service.ts';
import { calendarTestKit } from './calendar-sync.test-kit.ts';
import { calendarFetchRules } from './calendar-sync-worker.ts';
import { type Radicale, startRadicale } from './radicale.test-kit.ts';

const NY = 'America/New_York';
const testEnvironment = { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', OUTBOX_WORKER: 'off' } as const;
const { app, db, dataDir } = await buildTestApp({ env: testEnvironment });
const box = secretBox(loadSecretKey({ dataDir }));

let radicale: Radicale;
beforeAll(async () => {
  radicale = await startRadicale();
});
afterAll(async () => {
  await radicale.stop();
});

const { salon, calendarPath, connect: connectWith, refresh, freeTimes, book } = calendarTestKit(app, db);
type Salon = Awaited<ReturnType<typeof salon>>;
const connect = (s: Salon, account: { url: string; username: string; password: string }) =>
  connectWith(s, {
    kind: 'caldav',
    url: account.url,
    username: account.username,
    password: account.password,
  });

/** Puts an event (VEVENT lines) on the CalDAV calendar as another app would. */
async function putEvent(name: string, lines: string) {
  const text = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    'BEGIN:VEVENT',
    ...lines
      .trim()
      .split('\n')
      .map((line) => line.trim()),
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  const res = await radicale.request('PUT', name, text);
  expect(res.status, await res.text()).toBeLessThan(300);
}

const utcStamp = (local: string) =>
  parseLocalDateTime(local, NY)!.toISOString().replace(/[-:]/g, '').replace('.000', '');

/** The event Bookwell wrote for a booking, as the calendar holds it, or null. */
async function eventOf(bookingId: string): Promise<string | null> {
  const res = await radicale.request('GET', eventName(bookingId));
  return res.status === 404 ? null : res.text();
}

const everything = { start: new Date(Date.now() - 86_400_000), end: new Date(Date.now() + 400 * 86_400_000) };
const rules = () => calendarFetchRules(testEnv(testEnvironment));

describe('a calendar connected by CalDAV', () => {
  it('refuses a wrong app password in words, and keeps the password out of every answer', async () => {
    const s = await salon();
    const res = await connect(s, {
      url: radicale.url,
      username: radicale.username,
      password: 'not-the-app-password',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().connection).toMatchObject({ kind: 'caldav', busyCount: 0, failures: 1 });
    expect(res.json().connection.lastError).toBe(
      'The calendar server refused the user name or app password (401). Connect the calendar again with a new app password.',
    );
    expect(res.json().connection.addressHint).toMatch(/^maya at 127\.0\.0\.1:\d+\/…/);
    const read = await app.inject({ url: calendarPath(s), headers: { cookie: s.cookie } });
    for (const body of [res.body, read.body]) {
      expect(body).not.toContain('not-the-app-password');
      expect(body).not.toContain(radicale.url);
    }
    const missing = await app.inject({
      method: 'PUT',
      url: calendarPath(s),
      headers: { cookie: s.cookie },
      payload: { kind: 'caldav', url: radicale.url, username: ' ', password: '' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Enter the user name of the calendar account');
  });

  it("blocks the member's busy events, a weekly one with an exception on the right weeks across the DST change", async () => {
    const s = await salon();
    const date = localDateFromToday(4, NY);
    await putEvent(
      'dentist.ics',
      `UID:dentist@test\nDTSTAMP:20260101T000000Z\nDTSTART:${utcStamp(`${date}T10:00`)}\nDTEND:${utcStamp(`${date}T11:00`)}\nSUMMARY:Dentist`,
    );
    // The Thursday before the next change of New York's clocks at least three weeks away, weekly, one week off.
    let change = localDateFromToday(21, NY);
    const offsetOf = (d: string) => startOfLocalDay(d, NY).getTime() - Date.parse(`${d}T00:00:00Z`);
    while (offsetOf(change) === offsetOf(addDaysToLocalDate(change, 1)))
      change = addDaysToLocalDate(change, 1);
    let first = addDaysToLocalDate(change, -7);
    while (new Date(`${first}T12:00:00Z`).getUTCDay() !== 4) first = addDaysToLocalDate(first, 1);
    const week = (n: number) => addDaysToLocalDate(first, 7 * n);
    const compact = (d: string) => d.replaceAll('-', '');
    await putEvent(
      'gym.ics',
      `UID:gym@test\nDTSTAMP:20260101T000000Z\nDTSTART;TZID=America/New_York:${compact(week(0))}T100000\nDTEND;TZID=America/New_York:${compact(week(0))}T110000\nRRULE:FREQ=WEEKLY;COUNT=4\nEXDATE;TZID=America/New_York:${compact(week(1))}T100000`,
    );
    const res = await connect(s, radicale);
    expect(res.json().connection, res.body).toMatchObject({ kind: 'caldav', lastError: null, failures: 0 });

    const free = await freeTimes(s, date);
    expect(free).toContain('09:30');
    expect(free).not.toContain('10:00');
    expect(free).not.toContain('10:30');
    expect(free).toContain('11:00');
    const blockedAtTen = async (d: string) => !(await freeTimes(s, d)).includes('10:00');
    expect(await blockedAtTen(week(0))).toBe(true);
    expect(await blockedAtTen(week(1))).toBe(false); // EXDATE
    expect(await blockedAtTen(week(2))).toBe(true); // after the change, still 10:00 local
    expect((await freeTimes(s, week(2))).includes('11:00')).toBe(true);
    expect(await blockedAtTen(week(3))).toBe(true);
    expect(await blockedAtTen(week(4))).toBe(false); // COUNT=4 ended
    await radicale.request('DELETE', 'dentist.ics');
    await radicale.request('DELETE', 'gym.ics');
  });

  it('writes each booking as an event, moves it with the booking, removes it on cancel, and never writes it twice', async () => {
    const s = await salon();
    expect((await connect(s, radicale)).json().connection.lastError).toBeNull();
    const date = localDateFromToday(6, NY);
    const booked = await book(s, `${date}T10:00`);
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id as string;

    // A changed booking makes the connection due at once: the background round writes it.
    expect(await syncDueCalendars({ db, box, rules: rules(), limit: 10 })).toBe(1);
    let event = await eventOf(id);
    expect(event).toContain('SUMMARY:Cut · Ana');
    expect(event).toContain(`DTSTART;TZID=America/New_York:${date.replaceAll('-', '')}T100000`);
    expect(event).not.toContain('Diaz');
    // Bookwell's own event is not a busy time of the member's (the booking already is).
    expect((await refresh(s)).json().connection.busyCount).toBe(0);

    const move = await app.inject({
      method: 'PATCH',
      url: `/api/bookings/${id}`,
      headers: { cookie: s.cookie },
      payload: { appointmentDate: `${date}T14:00:00` },
    });
    expect(move.statusCode, move.body).toBe(200);
    expect(await syncDueCalendars({ db, box, rules: rules(), limit: 10 })).toBe(1);
    event = await eventOf(id);
    expect(event).toContain(`DTSTART;TZID=America/New_York:${date.replaceAll('-', '')}T140000`);

    // As if a process wrote the event and died before recording it: the next sync writes it under the same name.
    await db.execute(sql`delete from calendar_pushed_events where booking_id = ${id}::uuid`);
    expect((await refresh(s)).statusCode).toBe(200);
    const ours = (await readCalendarObjects(radicale, rules(), everything)).filter((o) =>
      o.href.includes(id),
    );
    expect(ours).toHaveLength(1);
    // Nothing changed since: a round writes nothing and is not due.
    expect(await syncDueCalendars({ db, box, rules: rules(), limit: 10 })).toBe(0);

    const cancel = await app.inject({
      method: 'PATCH',
      url: `/api/bookings/${id}`,
      headers: { cookie: s.cookie },
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await syncDueCalendars({ db, box, rules: rules(), limit: 10 })).toBe(1);
    expect(await eventOf(id)).toBeNull();
    const written = await queryRows(
      db,
      sql`select 1 from calendar_pushed_events where booking_id = ${id}::uuid`,
    );
    expect(written).toHaveLength(0);
  });
});
