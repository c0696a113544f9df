// Bookings with a chosen member are checked against what the last such booking read, kept in memory: every
// change to what a booking is checked against moves businesses.schedule_version on, and a booking checked against
// an older version is checked again against a fresh read.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  availability,
  businesses,
  services,
  teamMemberServices,
  teamMembers,
  timeOff,
} from '#server/db/schema/businesses.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { everyDayHours, localDateFromToday } from '#server/test/factories.ts';
import { at, bookingTestKit, clientData, NY } from './booking-test-kit.ts';

const { app, db } = await buildTestApp();
const { shop, book } = bookingTestKit(app, db);

async function versionOf(businessId: string) {
  const [row] = await db
    .select({ version: businesses.scheduleVersion })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row!.version;
}

describe('businesses.schedule_version', () => {
  it('moves on with every change a booking is checked against, and not with others', async () => {
    const { business, services: shopServices, staff } = await shop();
    const businessId = business.id;
    const teamMemberId = staff[0]!.id;
    const updateBusiness = (values: Partial<typeof businesses.$inferInsert>) =>
      db.update(businesses).set(values).where(eq(businesses.id, businessId));
    const rules = { slotStepMinutes: 15, minNoticeMinutes: 0, bookingWindowDays: 30, bufferMinutes: 0 };
    const hours = {
      businessId,
      teamMemberId,
      dayOfWeek: 1,
      startTime: '09:00',
      endTime: '12:00',
      isActive: true,
    };
    const off = {
      businessId,
      teamMemberId,
      startDate: at('2027-01-04T09:00'),
      endDate: at('2027-01-04T12:00'),
    };
    const changes: Array<[string, () => Promise<unknown>]> = [
      ['hours', () => updateBusiness({ businessHours: everyDayHours('08:00') })],
      ['rules', () => updateBusiness({ bookingRules: rules })],
      ['zone', () => updateBusiness({ timezone: 'America/Chicago' })],
      ['status', () => updateBusiness({ isActive: false })],
      [
        'service',
        () => db.update(services).set({ duration: 45 }).where(eq(services.id, shopServices[0]!.id)),
      ],
      [
        'member',
        () => db.update(teamMembers).set({ isActive: false }).where(eq(teamMembers.id, teamMemberId)),
      ],
      [
        'member services',
        () => db.delete(teamMemberServices).where(eq(teamMemberServices.teamMemberId, teamMemberId)),
      ],
      ['member hours', () => db.insert(availability).values(hours)],
      ['time off', () => db.insert(timeOff).values({ ...off, isApproved: true })],
    ];
    for (const [name, change] of changes) {
      const before = await versionOf(businessId);
      await change();
      expect({ name, moved: (await versionOf(businessId)) > before }).toEqual({ name, moved: true });
    }
    const before = await versionOf(businessId);
    await updateBusiness({ name: 'Renamed', targets: { monthlyRevenue: 5000 } });
    expect(await versionOf(businessId)).toBe(before);
  });
});

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
    // This booking's check is kept: with the old hours, 18:00 is still closed.
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
