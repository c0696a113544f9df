// A booking is checked against the business's schedule as it is when the booking is made: a change the owner made
// a moment before (time off, new hours) decides the next booking.
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { everyDayHours, localDateFromToday } from '#server/test/factories.ts';
import { bookingTestKit, clientData, NY } from './booking-test-kit.ts';

const { app, db } = await buildTestApp();
const { shop, book } = bookingTestKit(app, db);

/** A shop, a date four days ahead, and the booking payload for its first service with its first member. */
async function chosenMemberShop() {
  const { owner, business, services, staff } = await shop();
  const member = staff[0]!;
  const base = { businessSlug: business.slug, serviceId: services[0]!.id, teamMemberId: member.id };
  return { owner, member, date: localDateFromToday(4, NY), base };
}

describe('bookings after the schedule changed', () => {
  it('refuses a chosen member who has taken time off since their last booking', async () => {
    const { owner, member, date, base } = await chosenMemberShop();
    const first = await book({ ...base, appointmentDate: `${date}T10:00:00`, clientData });
    expect(first.statusCode).toBe(201);
    const off = await app.inject({
      method: 'POST',
      url: `/api/team-members/${member.id}/time-off`,
      payload: { startDate: `${date}T12:00`, endDate: `${date}T17:00` },
      headers: { cookie: owner.cookie },
    });
    expect(off.statusCode).toBe(201);
    const second = await book({ ...base, appointmentDate: `${date}T14:00:00`, clientData });
    expect(second.statusCode).toBe(422);
  });

  it('books a time the business has opened since the last booking', async () => {
    const { owner, date, base } = await chosenMemberShop();
    expect((await book({ ...base, appointmentDate: `${date}T18:00:00`, clientData })).statusCode).toBe(422);
    expect((await book({ ...base, appointmentDate: `${date}T10:00:00`, clientData })).statusCode).toBe(201);
    const hours = everyDayHours('09:00', '20:00');
    const put = await app.inject({
      method: 'PUT',
      url: '/api/business-hours',
      payload: { hours },
      headers: { cookie: owner.cookie },
    });
    expect(put.statusCode).toBe(200);
    const late = await book({ ...base, appointmentDate: `${date}T18:00:00`, clientData });
    expect(late.statusCode).toBe(201);
  });
});
