// Calendar connections by secret iCal address, over HTTP against a calendar served by a local server: busy times
// block availability and bookings after a read, recurring events across New York's DST change, free and cancelled
// events, failures that keep the last busy times, and the owner told once.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPublicUrl } from '#server/net/public-url.ts';
import { queryRows } from '#server/platform/sql.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { localDateFromToday } from '#server/test/factories.ts';
import { addDaysToLocalDate, parseLocalDateTime, startOfLocalDay } from '#shared/domain/local-time.ts';
import { CALENDAR_URL_MESSAGES, claim, FAILURES_BEFORE_NOTICE } from './calendar-sync.service.ts';
import { calendarTestKit } from './calendar-sync.test-kit.ts';

const NY = 'America/New_York';
const { app, db } = await buildTestApp({
  env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', CALENDAR_FETCH_TIMEOUT_MS: '400' },
});

/** What the local calendar server answers at each path: an .ics text, a status, or nothing (a hang). */
const served = new Map<string, string | number | 'hang'>();
let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    const answer = served.get(req.url ?? '') ?? 404;
    if (answer === 'hang') return;
    if (typeof answer === 'number') {
      res.writeHead(answer).end('nope');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const {
  salon,
  calendarPath,
  connect: connectWith,
  refresh,
  freeTimes,
  book: bookAt,
} = calendarTestKit(app, db);
type Salon = Awaited<ReturnType<typeof salon>>;
const connect = (s: Salon, url: string) => connectWith(s, { url });

/** A path on the local server holding `events` (VEVENT bodies) in one calendar. */
function serve(events: string[], path = `/${Math.random().toString(36).slice(2)}/basic.ics`): string {
  served.set(path, ics(events));
  return path;
}
function ics(events: string[]): string {
  const body = events.map(
    (e) =>
      `BEGIN:VEVENT\r\n${e
        .trim()
        .split('\n')
        .map((l) => l.trim())
        .join('\r\n')}\r\nEND:VEVENT`,
  );
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...body, 'END:VCALENDAR', ''].join('\r\n');
}
/** 'YYYYMMDDTHHMMSSZ' of a local wall time in New York. */
const utcStamp = (local: string) =>
  parseLocalDateTime(local, NY)!.toISOString().replace(/[-:]/g, '').replace('.000', '');
const compact = (date: string) => date.replaceAll('-', '');

describe('a calendar connected by its secret iCal address', () => {
  it('blocks its busy times in availability and in booking after a refresh, and shows only a masked address', async () => {
    const s = await salon();
    const date = localDateFromToday(5, NY);
    const path = serve([
      `UID:dentist@test\nDTSTAMP:20260101T000000Z\nDTSTART:${utcStamp(`${date}T10:00`)}\nDTEND:${utcStamp(`${date}T11:00`)}\nSUMMARY:Dentist`,
    ]);
    const res = await connect(s, `${origin}${path}`);
    expect(res.statusCode, res.body).toBe(200);
    const { connection } = res.json();
    expect(connection).toMatchObject({ kind: 'ics', busyCount: 1, lastError: null, failures: 0 });
    expect(connection.lastSyncedAt).not.toBeNull();
    expect(res.body).not.toContain(path);
    expect(connection.addressHint).toMatch(/^127\.0\.0\.1:\d+\/…c\.ics$/);

    let free = await freeTimes(s, date);
    expect(free).toContain('09:30');
    expect(free).not.toContain('10:00');
    expect(free).not.toContain('10:30');
    expect(free).toContain('11:00');

    const book = (time: string) => bookAt(s, `${date}T${time}`);
    expect((await book('10:30')).statusCode).toBe(409);

    // The dentist moves to the afternoon: the next read replaces the stored busy times.
    served.set(
      path,
      ics([
        `UID:dentist@test\nDTSTAMP:20260101T000000Z\nDTSTART:${utcStamp(`${date}T15:00`)}\nDTEND:${utcStamp(`${date}T16:00`)}`,
      ]),
    );
    expect((await refresh(s)).statusCode).toBe(200);
    free = await freeTimes(s, date);
    expect(free).toContain('10:00');
    expect(free).not.toContain('15:00');
    expect((await book('10:30')).statusCode).toBe(201);
  });

  it('expands a weekly event with one exception and one moved week across the New York DST change', async () => {
    const s = await salon();
    // The Monday after the next change of New York's clocks at least three weeks away.
    let change = localDateFromToday(21, NY);
    const offsetOf = (d: string) => startOfLocalDay(d, NY).getTime() - Date.parse(`${d}T00:00:00Z`);
    while (offsetOf(change) === offsetOf(addDaysToLocalDate(change, 1)))
      change = addDaysToLocalDate(change, 1);
    let monday = addDaysToLocalDate(change, 1);
    while (new Date(`${monday}T12:00:00Z`).getUTCDay() !== 1) monday = addDaysToLocalDate(monday, 1);
    const week = (n: number) => addDaysToLocalDate(monday, 7 * n);
    const tz = `BEGIN:VTIMEZONE
TZID:America/New_York
BEGIN:DAYLIGHT
TZOFFSETFROM:-0500
TZOFFSETTO:-0400
DTSTART:19700308T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:-0400
TZOFFSETTO:-0500
DTSTART:19701101T020000
RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
END:STANDARD
END:VTIMEZONE`;
    const path = `/${Math.random().toString(36).slice(2)}.ics`;
    const weekly = ics([
      `UID:standup@test\nDTSTAMP:20260101T000000Z\nDTSTART;TZID=America/New_York:${compact(week(-2))}T100000\nDTEND;TZID=America/New_York:${compact(week(-2))}T110000\nRRULE:FREQ=WEEKLY;COUNT=5\nEXDATE;TZID=America/New_York:${compact(week(-1))}T100000`,
      `UID:standup@test\nDTSTAMP:20260101T000000Z\nRECURRENCE-ID;TZID=America/New_York:${compact(week(0))}T100000\nDTSTART;TZID=America/New_York:${compact(week(0))}T140000\nDTEND;TZID=America/New_York:${compact(week(0))}T150000`,
      `UID:standup@test\nDTSTAMP:20260101T000000Z\nRECURRENCE-ID;TZID=America/New_York:${compact(week(1))}T100000\nDTSTART;TZID=America/New_York:${compact(week(1))}T100000\nDTEND;TZID=America/New_York:${compact(week(1))}T110000\nSTATUS:CANCELLED`,
    ]).replace('BEGIN:VEVENT', `${tz.replaceAll('\n', '\r\n')}\r\nBEGIN:VEVENT`);
    served.set(path, weekly);
    expect((await connect(s, `${origin}${path}`)).json().connection.lastError).toBeNull();

    const blockedAtTen = async (date: string) => !(await freeTimes(s, date)).includes('10:00');
    expect(await blockedAtTen(week(-2))).toBe(true);
    expect(await blockedAtTen(week(-1))).toBe(false); // EXDATE
    expect(await blockedAtTen(week(0))).toBe(false); // moved to 14:00
    expect((await freeTimes(s, week(0))).includes('14:00')).toBe(false);
    expect(await blockedAtTen(week(1))).toBe(false); // that week cancelled
    expect(await blockedAtTen(week(2))).toBe(true); // after the change, still 10:00 local
    expect((await freeTimes(s, week(2))).includes('09:00')).toBe(true);
    expect((await freeTimes(s, week(2))).includes('11:00')).toBe(true);
    expect(await blockedAtTen(week(3))).toBe(false); // COUNT=5 ended
  });

  it('leaves free (transparent) events open and blocks an all-day event for the whole day', async () => {
    const s = await salon();
    const free = localDateFromToday(6, NY);
    const away = localDateFromToday(7, NY);
    const path = serve([
      `UID:lunch@test\nDTSTAMP:20260101T000000Z\nDTSTART:${utcStamp(`${free}T12:00`)}\nDTEND:${utcStamp(`${free}T13:00`)}\nTRANSP:TRANSPARENT`,
      `UID:away@test\nDTSTAMP:20260101T000000Z\nDTSTART;VALUE=DATE:${compact(away)}\nDTEND;VALUE=DATE:${compact(addDaysToLocalDate(away, 1))}`,
    ]);
    expect((await connect(s, `${origin}${path}`)).json().connection.busyCount).toBe(1);
    expect(await freeTimes(s, free)).toContain('12:00');
    expect(await freeTimes(s, away)).toEqual([]);
  });

  it('keeps the last busy times after a 500 or a timeout, shows the error, and tells the owner once', async () => {
    const s = await salon();
    const date = localDateFromToday(5, NY);
    const path = serve([
      `UID:gym@test\nDTSTAMP:20260101T000000Z\nDTSTART:${utcStamp(`${date}T10:00`)}\nDTEND:${utcStamp(`${date}T11:00`)}`,
    ]);
    await connect(s, `${origin}${path}`);
    served.set(path, 500);
    let res = await refresh(s);
    expect(res.json().connection).toMatchObject({
      busyCount: 1,
      failures: 1,
      lastError: 'The calendar server had a problem (500). We will try again.',
    });
    expect(await freeTimes(s, date)).not.toContain('10:00');

    served.set(path, 'hang');
    res = await refresh(s);
    expect(res.json().connection.lastError).toBe(
      'The calendar server did not answer within 1 second. We will try again.',
    );
    expect(await freeTimes(s, date)).not.toContain('10:00');

    const notices = async () =>
      (await app.inject({ url: '/api/notifications', headers: { cookie: s.cookie } })).json() as Array<{
        title: string;
        message: string;
      }>;
    expect((await notices()).filter((n) => n.title === 'Calendar not syncing')).toEqual([]);
    for (let failures = 3; failures <= FAILURES_BEFORE_NOTICE + 1; failures++) await refresh(s);
    const told = (await notices()).filter((n) => n.title === 'Calendar not syncing');
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain(`${s.member.name}'s calendar could not be read 3 times in a row`);
    const status = (await app.inject({ url: calendarPath(s), headers: { cookie: s.cookie } })).json();
    expect(status.connection.failures).toBe(4);
    expect(Date.parse(status.connection.nextSyncAt)).toBeGreaterThan(Date.now());

    // Working again: the error clears and the busy times are read afresh.
    served.set(path, ics([]));
    res = await refresh(s);
    expect(res.json().connection).toMatchObject({ busyCount: 0, failures: 0, lastError: null });
    expect(await freeTimes(s, date)).toContain('10:00');
  });

  it('is read by one process at a time: a claimed calendar is not claimed again until its lease ends', async () => {
    const s = await salon();
    await connect(s, `${origin}${serve([])}`);
    await db.execute(sql`update calendar_connections set next_sync_at = now() - interval '1 minute'`);
    const [first, second] = await Promise.all([claim(db, { limit: 100 }), claim(db, { limit: 100 })]);
    const ids = [...first!, ...second!].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(await claim(db, { limit: 100 })).toEqual([]);
  });

  it('disconnects: the busy times go with it', async () => {
    const s = await salon();
    const date = localDateFromToday(5, NY);
    await connect(
      s,
      `${origin}${serve([`UID:x@test\nDTSTAMP:20260101T000000Z\nDTSTART:${utcStamp(`${date}T10:00`)}\nDTEND:${utcStamp(`${date}T11:00`)}`])}`,
    );
    const res = await app.inject({ method: 'DELETE', url: calendarPath(s), headers: { cookie: s.cookie } });
    expect(res.json()).toEqual({ connection: null });
    expect(await freeTimes(s, date)).toContain('10:00');
    const left = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from calendar_busy_intervals where team_member_id = ${s.member.id}::uuid`,
    );
    expect(left[0]!.n).toBe(0);
  });
});

describe('refusals', () => {
  it("answers 404 for another owner's member, and changes nothing of theirs", async () => {
    const a = await salon();
    const b = await salon();
    await connect(a, `${origin}${serve([])}`);
    const asB = { headers: { cookie: b.cookie } };
    const url = calendarPath(a);
    for (const call of [
      app.inject({ url, ...asB }),
      app.inject({ method: 'PUT', url, payload: { url: `${origin}/x.ics` }, ...asB }),
      app.inject({ method: 'POST', url: `${url}/refresh`, ...asB }),
      app.inject({ method: 'DELETE', url, ...asB }),
    ]) {
      const res = await call;
      expect(res.statusCode, res.body).toBe(404);
    }
    expect((await app.inject({ url, headers: { cookie: a.cookie } })).json().connection).not.toBeNull();
  });

  it('answers a bad address with a clear 400', async () => {
    const s = await salon();
    for (const [url, message] of [
      ['', "Paste the calendar's secret address in iCal format"],
      [
        'my calendar',
        "Paste the calendar's full secret address in iCal format, starting with https:// or webcal://.",
      ],
      [
        'ftp://calendar.example.com/basic.ics',
        'The calendar address must be an https address on the internet, not a local or private one.',
      ],
    ] as const) {
      const res = await connect(s, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('refuses local and private addresses unless the test flag is set', async () => {
    for (const url of [
      `${origin}/x.ics`,
      'https://127.0.0.1/x.ics',
      'https://[::1]/x.ics',
      'https://localhost/a.ics',
    ]) {
      await expect(
        checkPublicUrl(url, { allowPrivate: false, messages: CALENDAR_URL_MESSAGES }),
      ).rejects.toMatchObject({ message: CALENDAR_URL_MESSAGES.unsafe });
    }
  });
});
