// A weekly pattern runs until its last date, not for its first CLASS_WEEKS_AHEAD weeks only: the weeks that come
// within reach are written as days pass (extendClassSchedules), a busy week is left out and the owner told, and
// processes side by side write each week once.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/platform/sql.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { localDateFromToday } from '#server/test/factories.ts';
import { addDaysToLocalDate, weekdayOfLocalDate } from '#shared/domain/local-time.ts';
import { CLASS_WEEKS_AHEAD } from '#shared/schemas/class.ts';
import { bookingTestKit, NY } from '../bookings/booking-test-kit.ts';
import { extendClassSchedules } from './class-sessions.service.ts';

const { app, db } = await buildTestApp();
const { shop } = bookingTestKit(app, db);
const DAY = 86_400_000;

async function weeklyYoga(options: { endsInDays?: number } = {}) {
  const s = await shop({ services: [{ name: 'Yoga', duration: 60 }] });
  const headers = { cookie: s.owner.cookie };
  const yoga = s.services[0]!;
  const sam = s.staff[0]!;
  await app.inject({
    method: 'PATCH',
    url: `/api/services/${yoga.id}`,
    headers,
    payload: { classCapacity: 10 },
  });
  const startsOn = localDateFromToday(1, NY);
  const created = await app.inject({
    method: 'POST',
    url: '/api/classes/schedules',
    headers,
    payload: {
      serviceId: yoga.id,
      teamMemberId: sam.id,
      dayOfWeek: weekdayOfLocalDate(startsOn),
      localTime: '18:00',
      startsOn,
      endsOn: options.endsInDays ? localDateFromToday(options.endsInDays, NY) : null,
    },
  });
  expect(created.statusCode).toBe(201);
  const sessionDates = async () =>
    (
      await queryRows<{ day: string }>(
        db,
        sql`select to_char(starts_at at time zone ${NY}, 'YYYY-MM-DD') as day from class_sessions
          where schedule_id = ${created.json().id}::uuid order by starts_at`,
      )
    ).map((r) => r.day);
  return { ...s, headers, yoga, sam, startsOn, sessionDates };
}

describe('weekly class patterns over time', () => {
  it('writes the weeks that come within reach, each once, even with two rounds at the same time', async () => {
    const { startsOn, sessionDates } = await weeklyYoga();
    const first = await sessionDates();
    expect(first).toHaveLength(CLASS_WEEKS_AHEAD); // tomorrow and each week after it within 12 weeks of today
    expect(await extendClassSchedules(db, new Date())).toBe(0);

    // Three weeks on, two processes' rounds at once: three more sessions, not six.
    const later = new Date(Date.now() + 21 * DAY);
    await Promise.all([extendClassSchedules(db, later), extendClassSchedules(db, later)]);
    const extended = await sessionDates();
    expect(extended).toEqual([...first, ...[1, 2, 3].map((w) => addDaysToLocalDate(first.at(-1)!, 7 * w))]);
    expect(extended[0]).toBe(startsOn);
    expect(await extendClassSchedules(db, later)).toBe(0);
  });

  it('stops at the last date the owner gave', async () => {
    const { sessionDates } = await weeklyYoga({ endsInDays: CLASS_WEEKS_AHEAD * 7 + 10 });
    await extendClassSchedules(db, new Date(Date.now() + 60 * DAY));
    const dates = await sessionDates();
    expect(dates).toHaveLength(CLASS_WEEKS_AHEAD + 2);
    expect(dates.at(-1)! <= localDateFromToday(CLASS_WEEKS_AHEAD * 7 + 10, NY)).toBe(true);
  });

  it('leaves out a week the instructor is teaching something else, and tells the owner which', async () => {
    const { business, headers, yoga, sam, sessionDates } = await weeklyYoga();
    const busyDay = addDaysToLocalDate((await sessionDates()).at(-1)!, 14);
    const oneOff = await app.inject({
      method: 'POST',
      url: '/api/classes/sessions',
      headers,
      payload: { serviceId: yoga.id, teamMemberId: sam.id, startsAt: `${busyDay}T17:30:00` },
    });
    expect(oneOff.statusCode).toBe(201);

    await extendClassSchedules(db, new Date(Date.now() + 21 * DAY));
    const dates = await sessionDates();
    expect(dates).not.toContain(busyDay);
    expect(dates).toContain(addDaysToLocalDate(busyDay, -7));
    expect(dates).toContain(addDaysToLocalDate(busyDay, 7));
    const [notice] = await queryRows<{ title: string; message: string }>(
      db,
      sql`select title, message from notifications where business_id = ${business.id}::uuid
        and title = 'Class sessions not added'`,
    );
    expect(notice?.message).toBe(
      `Yoga with ${sam.name}: no session on ${busyDay}, as the instructor is booked or the room is taken then. Add them from Classes once the time is free.`,
    );
  });

  it('lists the patterns still running, and one stopped adds no week while its sessions stay', async () => {
    const { headers, yoga, sam, sessionDates } = await weeklyYoga();
    const listed = await app.inject({ url: '/api/classes/schedules', headers });
    expect(listed.statusCode).toBe(200);
    const [pattern] = listed.json();
    const written = await sessionDates();
    expect(pattern).toMatchObject({
      serviceName: yoga.name,
      teamMemberName: sam.name,
      localTime: '18:00',
      endsOn: null,
      writtenUntil: localDateFromToday(CLASS_WEEKS_AHEAD * 7, NY),
    });

    const stopped = await app.inject({
      method: 'POST',
      url: `/api/classes/schedules/${pattern.id}/stop`,
      headers,
    });
    expect(stopped.statusCode).toBe(204);
    expect(await extendClassSchedules(db, new Date(Date.now() + 21 * DAY))).toBe(0);
    expect(await sessionDates()).toEqual(written);
    const after = (await app.inject({ url: '/api/classes/schedules', headers })).json();
    expect(after).toEqual([{ ...pattern, endsOn: pattern.writtenUntil }]);
    const unknown = await app.inject({ method: 'POST', url: '/api/classes/schedules/nope/stop', headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Weekly schedule not found');
  });
});
