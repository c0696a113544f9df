// Visits shared between members (decision 043): with the business's rule on and no member chosen, a visit no one
// member can do whole goes to a member per service, each busy only for their part. Nothing is ever double-booked:
// a single booking racing a part, and shared visits racing each other for the same members, leave every member's
// time without an overlap, and no writer gets a 500.

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseIcs } from '#server/modules/calendar/ics-test-kit.ts';
import { emailContent, loadMessageBookings } from '#server/modules/outbox/content.ts';
import { joinedMember } from '#server/modules/team-access/team-access.test-kit.ts';
import { queryRows } from '#server/platform/sql.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { localDateFromToday } from '#server/test/factories.ts';
import { DEFAULT_BOOKING_RULES } from '#shared/domain/slots.ts';
import { at, bookingTestKit, NY, TAKEN, visitKit } from './booking-test-kit.ts';

const { app, db } = await buildTestApp();
const { shop } = bookingTestKit(app, db);

/** A salon whose Ana cuts, Ben trims beards and, with `cleo`, Cleo does both; cut and beard trim 30 minutes each. */
async function salon(options: { share?: boolean; cleo?: boolean; bufferMinutes?: number } = {}) {
  const fixture = await shop({
    bookingRules: {
      ...DEFAULT_BOOKING_RULES,
      bufferMinutes: options.bufferMinutes ?? 0,
      shareVisits: options.share ?? true,
    },
    services: [
      { name: 'Cut', duration: 30, price: '30.00' },
      { name: 'Beard trim', duration: 30, price: '15.00' },
    ],
    staff: [
      { name: 'Ana', serviceIndexes: [0] },
      { name: 'Ben', serviceIndexes: [1] },
      ...(options.cleo ? [{ name: 'Cleo', serviceIndexes: [0, 1] }] : []),
    ],
  });
  const [cut, beard] = fixture.services.map((service) => service.id) as [string, string];
  const [ana, ben, cleo] = fixture.staff.map((member) => member.id) as [string, string, string | undefined];
  const date = localDateFromToday(5, NY);
  const { visit, available } = visitKit(app, {
    slug: fixture.business.slug,
    date,
    phones: '060',
    firstName: 'Noa',
  });
  const asOwner = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie: fixture.owner.cookie }, ...(payload ? { payload } : {}) });
  const iso = (time: string) => at(`${date}T${time}`).toISOString();
  return { ...fixture, cut, beard, ana, ben, cleo, date, visit, available, asOwner, iso };
}

/** Every pair of live spans of one member that overlap: a booking's member's part and other members' parts. */
async function doubleBooked(businessId: string) {
  return queryRows<{ member: string }>(
    db,
    sql`with spans as (
        select b.team_member_id as member, b.id as booking,
          tstzrange(b.appointment_date, coalesce(b.member_ends_at, b.ends_at), '[)') as span
        from bookings b
        where b.business_id = ${businessId} and b.status in ('confirmed', 'pending', 'pending_payment', 'held')
        union all
        select p.team_member_id, p.booking_id, tstzrange(p.starts_at, p.ends_at, '[)') from booking_services p
        where p.business_id = ${businessId} and p.live
      )
      select x.member from spans x join spans y on x.member = y.member and x.booking < y.booking and x.span && y.span`,
  );
}

describe('a visit shared between members', () => {
  it('is offered and booked when no one member performs every service, each part with its own member', async () => {
    const alone = await salon({ share: false });
    expect(await alone.available([alone.cut, alone.beard])).toEqual([]);

    const s = await salon();
    expect(await s.available([s.cut, s.beard])).toContain('10:00');
    const response = await s.visit('10:00', [s.cut, s.beard]);
    expect(response.statusCode, response.body).toBe(201);
    const booking = response.json();
    expect(booking).toMatchObject({
      teamMember: { id: s.ana, name: 'Ana' },
      endsAt: s.iso('11:00'),
      memberEndsAt: s.iso('10:30'),
      otherParts: [
        { teamMemberId: s.ben, memberName: 'Ben', startsAt: s.iso('10:30'), endsAt: s.iso('11:00') },
      ],
      service: { name: 'Cut + Beard trim', price: '45.00', duration: 60 },
    });
    const detail = (await s.asOwner('GET', `/api/bookings/${booking.id}`)).json();
    expect(
      detail.visitServices.map((part: { teamMember: { name: string } }) => part.teamMember.name),
    ).toEqual(['Ana', 'Ben']);
    const [listed] = (await s.asOwner('GET', `/api/bookings?from=${s.date}&to=${s.date}`)).json();
    expect(listed.otherParts).toEqual(booking.otherParts);

    // Each member is busy for their part only: Ana cuts again at 10:30, Ben trims at 10:00 but not at 10:30.
    expect(await s.available([s.cut])).toContain('10:30');
    expect(await s.available([s.beard])).not.toContain('10:30');
    expect((await s.visit('10:30', [s.cut])).statusCode).toBe(201);
    expect((await s.visit('10:00', [s.beard])).statusCode).toBe(201);
    const taken = await s.visit('10:30', [s.beard]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: TAKEN });
    expect(await doubleBooked(s.business.id)).toEqual([]);
  });

  it('is told to each member, who sees it in their own bookings and bell', async () => {
    const s = await salon();
    const ben = await joinedMember(app, db, s.owner.cookie, { role: 'staff', memberId: s.ben });
    const booking = (await s.visit('10:00', [s.cut, s.beard])).json();
    const asBen = (url: string) => app.inject({ url, headers: { cookie: ben.cookie } });
    const listed = (await asBen(`/api/bookings?from=${s.date}&to=${s.date}`)).json();
    expect(listed.map((b: { id: string }) => b.id)).toEqual([booking.id]);
    expect((await asBen(`/api/bookings/${booking.id}`)).statusCode).toBe(200);
    const bell = (await asBen('/api/notifications')).json();
    expect(bell).toEqual([
      expect.objectContaining({
        title: 'New booking',
        data: { bookingId: booking.id, clientName: expect.any(String) },
      }),
    ]);
    // The client's confirmation names both.
    const [confirmation] = await queryRows<{ payload: Record<string, unknown> }>(
      db,
      sql`select payload from outbox where booking_id = ${booking.id}::uuid and kind = 'booking_confirmation'
        and channel = 'email'`,
    );
    const message = (await loadMessageBookings(db, [booking.id])).get(booking.id)!;
    expect(emailContent('booking_confirmation', message, confirmation!.payload).text).toContain(
      'Cut + Beard trim with Ana and Ben',
    );
    // The owner's bell has the notice once.
    const owners = (await s.asOwner('GET', '/api/notifications')).json();
    expect(owners.filter((n: { title: string }) => n.title === 'New booking')).toHaveLength(1);
  });

  it('goes to one member for the whole visit when one is free, and a chosen member does it all', async () => {
    const s = await salon({ cleo: true });
    const whole = (await s.visit('10:00', [s.cut, s.beard])).json();
    expect(whole).toMatchObject({ teamMember: { name: 'Cleo' }, memberEndsAt: null, otherParts: [] });
    const shared = (await s.visit('10:00', [s.cut, s.beard])).json();
    expect(shared).toMatchObject({ teamMember: { name: 'Ana' }, otherParts: [{ memberName: 'Ben' }] });
    // A member who does not trim beards cannot be chosen for the visit.
    const chosen = await s.visit('14:00', [s.cut, s.beard], { teamMemberId: s.ana });
    expect(chosen.statusCode).toBe(422);
  });

  it('keeps the buffer after each member’s part', async () => {
    const s = await salon({ bufferMinutes: 15 });
    const booking = (await s.visit('10:00', [s.cut, s.beard])).json();
    expect(booking).toMatchObject({
      memberEndsAt: s.iso('10:45'),
      otherParts: [{ startsAt: s.iso('10:30'), endsAt: s.iso('11:15') }],
      endsAt: s.iso('11:15'),
    });
    // Ana's cut ended at 10:30 and her clean-up at 10:45: the next grid start she can take is 11:00.
    const cuts = await s.available([s.cut]);
    expect(cuts).not.toContain('10:30');
    expect(cuts).toContain('11:00');
  });

  it('moves with each of its members, is refused when one of them is busy there, and frees all when cancelled', async () => {
    const s = await salon({ cleo: true });
    // Cleo is busy at 10:00, so the visit is shared: Ana cuts 10:00–10:30, Ben trims 10:30–11:00.
    expect((await s.visit('10:00', [s.cut], { teamMemberId: s.cleo })).statusCode).toBe(201);
    expect((await s.visit('10:00', [s.cut], { teamMemberId: s.cleo })).statusCode).toBe(409);
    const booking = (await s.visit('10:00', [s.cut, s.beard])).json();
    expect(booking.otherParts).toHaveLength(1);
    expect((await s.visit('14:30', [s.beard], { teamMemberId: s.ben })).statusCode).toBe(201);

    const blocked = await s.asOwner('PATCH', `/api/bookings/${booking.id}`, {
      appointmentDate: `${s.date}T14:00:00`,
    });
    expect(blocked.statusCode).toBe(409);
    const moved = await s.asOwner('PATCH', `/api/bookings/${booking.id}`, {
      appointmentDate: `${s.date}T12:00:00`,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      teamMember: { id: s.ana },
      memberEndsAt: s.iso('12:30'),
      otherParts: [{ teamMemberId: s.ben, startsAt: s.iso('12:30'), endsAt: s.iso('13:00') }],
    });
    // Ben's 10:30 and Ana's 10:00 are free again; Ben's 12:30 is not.
    const withBen = (time: string) => s.visit(time, [s.beard], { teamMemberId: s.ben });
    expect((await withBen('10:30')).statusCode).toBe(201);
    expect((await s.visit('10:00', [s.cut], { teamMemberId: s.ana })).statusCode).toBe(201);
    expect((await withBen('12:30')).statusCode).toBe(409);

    // Given whole to Cleo, who does both, the visit keeps no part of Ana's or Ben's.
    const whole = await s.asOwner('PATCH', `/api/bookings/${booking.id}`, {
      appointmentDate: `${s.date}T15:00:00`,
      teamMemberId: s.cleo,
    });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json()).toMatchObject({ teamMember: { id: s.cleo }, memberEndsAt: null, otherParts: [] });
    expect((await withBen('12:30')).statusCode).toBe(201);

    const cancelled = await s.asOwner('PATCH', `/api/bookings/${booking.id}`, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(await doubleBooked(s.business.id)).toEqual([]);
  });

  it('shows each member their own part in their calendar feed', async () => {
    const s = await salon({ bufferMinutes: 15 });
    const booking = (await s.visit('10:00', [s.cut, s.beard])).json();
    const feedOf = async (memberId: string) => {
      const renewed = await app.inject({
        method: 'POST',
        url: '/api/calendar-feeds/renew',
        headers: { cookie: s.owner.cookie },
        payload: { memberId },
      });
      const events = parseIcs((await app.inject({ url: renewed.json().path })).body);
      return events.map((event) => ({ uid: event.uid, startsAt: event.startsAt, endsAt: event.endsAt }));
    };
    const uid = `${booking.id}@bookwell`;
    expect(await feedOf(s.ana)).toEqual([
      { uid, startsAt: at(`${s.date}T10:00`), endsAt: at(`${s.date}T10:30`) },
    ]);
    expect(await feedOf(s.ben)).toEqual([
      { uid, startsAt: at(`${s.date}T10:30`), endsAt: at(`${s.date}T11:00`) },
    ]);
  });

  it('frees every member’s part when cancelled', async () => {
    const s = await salon();
    const booking = (await s.visit('10:00', [s.cut, s.beard])).json();
    expect(await s.available([s.beard])).not.toContain('10:30');
    const cancelled = await s.asOwner('PATCH', `/api/bookings/${booking.id}`, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(await s.available([s.beard])).toContain('10:30');
    expect(await s.available([s.cut])).toContain('10:00');
  });
});

describe('shared visits under concurrency', () => {
  it('lets exactly one of a shared visit and a single booking of one part’s member win, every time', async () => {
    const s = await salon();
    for (const [start, trim] of [
      ['09:00', '09:30'],
      ['11:00', '11:30'],
      ['13:00', '13:30'],
      ['15:00', '15:30'],
    ] as const) {
      const [visit, single] = await Promise.all([
        s.visit(start, [s.cut, s.beard]),
        s.visit(trim, [s.beard], { teamMemberId: s.ben }),
      ]);
      expect([visit.statusCode, single.statusCode].sort()).toEqual([201, 409]);
    }
    expect(await doubleBooked(s.business.id)).toEqual([]);
  });

  it('never double-books nor fails when shared visits take the same members in opposite orders', async () => {
    const s = await salon();
    // Cut then trim takes Ana then Ben; trim then cut takes Ben then Ana: each pair overlaps on one member.
    const pairs = [
      ['09:00', '09:30'],
      ['11:00', '10:30'],
      ['13:00', '13:30'],
      ['15:30', '15:00'],
    ] as const;
    for (const [first, second] of pairs) {
      const responses = await Promise.all([
        s.visit(first, [s.cut, s.beard]),
        s.visit(second, [s.beard, s.cut]),
        s.visit(second, [s.beard, s.cut]),
      ]);
      const statuses = responses.map((response) => response.statusCode);
      expect(
        statuses.every((status) => status === 201 || status === 409),
        String(statuses),
      ).toBe(true);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    }
    expect(await doubleBooked(s.business.id)).toEqual([]);
  });
});
