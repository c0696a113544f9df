// Team sign-in end to end through the API: invitations (link and code, resend, withdraw, expiry, wrong address),
// what a staff member sees and may change (their own bookings, clients and notifications only), what a manager may
// not do, deactivating a login, a person in two businesses, and the audit log of it all.
import { eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/accounts.ts';
import { outbox } from '#server/db/schema/engagement.ts';
import { teamInvitations } from '#server/db/schema/team-access.ts';
import { registerRouteAccess } from '#server/platform/route-access.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import {
  everyDayHours,
  localDateFromToday,
  seedTenant,
  signUpOwner,
  signUpWithBusiness,
  type TenantFixture,
  uniqueEmail,
  uniquePhone,
} from '#server/test/factories.ts';
import { ACCESS_MESSAGES } from '#shared/access.ts';
import { TEAM_ACCESS_MESSAGES as M } from '#shared/schemas/team-access.ts';
import { invitationEmail, inviteViaApi, joinedMember } from './team-access.test-kit.ts';

const { app, db } = await buildTestApp();
const ZONE = 'America/New_York';

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

async function addMember(cookie: string, name: string, role: 'staff' | 'manager' = 'staff') {
  const res = await call('POST', '/api/team-members', cookie, { name, role });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

function book(a: TenantFixture, teamMemberId: string, day: number, time: string, cookie?: string) {
  return call('POST', '/api/bookings', cookie, {
    ...(cookie ? {} : { businessSlug: a.business.slug }),
    serviceId: a.serviceId,
    teamMemberId,
    appointmentDate: `${localDateFromToday(day, ZONE)}T${time}`,
    clientData: {
      firstName: 'Wanda',
      lastName: `Walker${day}${time.replace(':', '')}`,
      phone: uniquePhone(),
    },
  });
}

describe('invitations', () => {
  let owner: { cookie: string };
  let memberId: string;
  beforeAll(async () => {
    owner = await signUpWithBusiness(app, { name: 'Invite Studio' });
    memberId = await addMember(owner.cookie, 'Iris Invited');
  });

  it('sends a link and a code; the right account accepts with the code as typed, once', async () => {
    const email = uniqueEmail('iris');
    const sent = await inviteViaApi(app, owner.cookie, memberId, email);
    expect(sent).toMatchObject({ teamMemberId: memberId, status: 'invited', email, acceptedAt: null });
    const { code, token, link } = await invitationEmail(db, email);
    expect(link).toMatch(/\/invite\/[\w-]{20,}$/);
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    const preview = await call('GET', `/api/invitations/${token}`);
    expect(preview.json()).toMatchObject({
      businessName: 'Invite Studio',
      memberName: 'Iris Invited',
      email,
      role: 'staff',
    });

    const stranger = await signUpOwner(app);
    const refused = await call('POST', '/api/invitations/accept', stranger.cookie, { token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.invitationOtherEmail);

    const iris = await signUpOwner(app, { email });
    const typed = ` ${code.toLowerCase().replace('-', ' ')} `;
    const accepted = await call('POST', '/api/invitations/accept', iris.cookie, { token: typed });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().current).toMatchObject({
      businessName: 'Invite Studio',
      role: 'staff',
      teamMemberId: memberId,
    });
    // The link may have been passed on by the owner (Messages view): it proves nothing about the address.
    const [account] = await db.select().from(users).where(eq(users.id, iris.user.id));
    expect(account!.emailVerified).toBe(false);

    const again = await call('POST', '/api/invitations/accept', iris.cookie, { token });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(M.invitationUsed);
    const access = (await call('GET', '/api/team-access', owner.cookie)).json();
    expect(access.find((a: { teamMemberId: string }) => a.teamMemberId === memberId)).toMatchObject({
      status: 'active',
      email,
    });
    const relink = await call('POST', `/api/team-members/${memberId}/invitation`, owner.cookie, { email });
    expect(relink.statusCode).toBe(409);
    expect(relink.json().message).toBe(M.alreadyLinked);
  });

  it('sending again kills the old link; withdrawing kills the new one; an expired one says so', async () => {
    const id = await addMember(owner.cookie, 'Rex Resent');
    const email = uniqueEmail('rex');
    await inviteViaApi(app, owner.cookie, id, email);
    const first = await invitationEmail(db, email);
    await inviteViaApi(app, owner.cookie, id, email);
    const second = await invitationEmail(db, email);
    expect(second.token).not.toBe(first.token);
    expect((await call('GET', `/api/invitations/${first.token}`)).json().message).toBe(M.invitationRevoked);
    expect((await call('GET', `/api/invitations/${second.token}`)).statusCode).toBe(200);

    const withdrawn = await call('DELETE', `/api/team-members/${id}/invitation`, owner.cookie);
    expect(withdrawn.json()).toMatchObject({ status: 'none', email: null });
    expect((await call('GET', `/api/invitations/${second.token}`)).statusCode).toBe(410);
    const none = await call('DELETE', `/api/team-members/${id}/invitation`, owner.cookie);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(M.noInvitation);

    await inviteViaApi(app, owner.cookie, id, email);
    const third = await invitationEmail(db, email);
    await db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvitations.teamMemberId, id));
    const status = (await call('GET', '/api/team-access', owner.cookie)).json();
    expect(status.find((a: { teamMemberId: string }) => a.teamMemberId === id).status).toBe('expired');
    const expired = await call('GET', `/api/invitations/${third.token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(M.invitationExpired);
    expect((await call('GET', '/api/invitations/not-a-real-token')).json().message).toBe(
      M.invitationNotFound,
    );
  });

  it("refuses the owner's own entry and a bad address", async () => {
    const members = (await call('GET', '/api/team-members', owner.cookie)).json();
    const own = members.find((m: { isOwner: boolean }) => m.isOwner);
    const res = await call('POST', `/api/team-members/${own.id}/invitation`, owner.cookie, {
      email: uniqueEmail(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.ownerHasLogin);
    const bad = await call('POST', `/api/team-members/${memberId}/invitation`, owner.cookie, {
      email: 'nope',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a staff member sees and changes only their own', () => {
  let a: TenantFixture;
  let staff: Awaited<ReturnType<typeof joinedMember>>;
  let theirs: string;
  let others: string;
  beforeAll(async () => {
    a = await seedTenant(app, db, 'Scope');
    await call('PUT', '/api/business-hours', a.cookie, { hours: everyDayHours('00:00', '24:00') });
    staff = await joinedMember(app, db, a.cookie, { role: 'staff', name: 'Sam Staff' });
    const mine = await book(a, staff.memberId, 4, '10:00');
    expect(mine.statusCode, mine.body).toBe(201);
    theirs = mine.json().id;
    others = a.bookingId;
  });

  it("lists, reads and changes their own bookings; another member's is 404", async () => {
    const list = (await call('GET', '/api/bookings', staff.cookie)).json();
    expect(list.map((b: { id: string }) => b.id)).toEqual([theirs]);
    expect((await call('GET', `/api/bookings/${others}`, staff.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/bookings?teamMemberId=${a.memberId}`, staff.cookie)).statusCode).toBe(
      404,
    );
    expect((await call('PATCH', `/api/bookings/${others}`, staff.cookie, { notes: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/bookings/${others}/ics`, staff.cookie)).statusCode).toBe(404);
    const noted = await call('PATCH', `/api/bookings/${theirs}`, staff.cookie, {
      notes: 'Bring the blue towel',
    });
    expect(noted.statusCode, noted.body).toBe(200);
    const handOver = await call('PATCH', `/api/bookings/${theirs}`, staff.cookie, {
      teamMemberId: a.memberId,
    });
    expect(handOver.statusCode).toBe(403);
    expect(handOver.json().message).toBe(ACCESS_MESSAGES.forbidden);
    const upcoming = (await call('GET', '/api/bookings/upcoming', staff.cookie)).json();
    expect(upcoming.items.map((b: { id: string }) => b.id)).toEqual([theirs]);
  });

  it('books only themselves', async () => {
    expect((await book(a, a.memberId, 6, '11:00', staff.cookie)).statusCode).toBe(403);
    const own = await book(a, staff.memberId, 6, '11:00', staff.cookie);
    expect(own.statusCode, own.body).toBe(201);
    // Their own booking tells them nothing; the owner's booking for them does.
    const kinds = async (id: string) =>
      (await db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.bookingId, id))).map(
        (r) => r.kind,
      );
    expect(await kinds(own.json().id)).not.toContain('member_new_booking');
    const byOwner = await book(a, staff.memberId, 6, '14:00', a.cookie);
    expect(byOwner.statusCode, byOwner.body).toBe(201);
    expect(await kinds(byOwner.json().id)).toContain('member_new_booking');
    const bell = (await call('GET', '/api/notifications', staff.cookie)).json();
    const notice = bell.find((n: { data: { bookingId?: string } }) => n.data.bookingId === byOwner.json().id);
    expect(notice.message).toMatch(
      /^ScopeOwner ScopeFamily booked Wanda Walker61400 for Scope Signature Fade on /,
    );
    const ownerBell = (await call('GET', '/api/notifications', a.cookie)).json();
    expect(ownerBell.map((n: { data: { bookingId?: string } }) => n.data.bookingId)).not.toContain(
      byOwner.json().id,
    );
  });

  it('sees the clients of their bookings only, and only their own entry of the team', async () => {
    const clients = (await call('GET', '/api/clients', staff.cookie)).json();
    expect(clients.items.map((c: { id: string }) => c.id)).not.toContain(a.clientId);
    expect(clients.items.length).toBeGreaterThan(0);
    expect((await call('GET', `/api/clients/${a.clientId}`, staff.cookie)).statusCode).toBe(404);
    const team = (await call('GET', '/api/team-members', staff.cookie)).json();
    expect(team.map((m: { id: string }) => m.id)).toEqual([staff.memberId]);
    expect((await call('GET', `/api/team-members/${a.memberId}/time-off`, staff.cookie)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/team-members/${staff.memberId}/time-off`, staff.cookie)).statusCode).toBe(
      200,
    );
    const me = (await call('GET', '/api/businesses/me', staff.cookie)).json();
    expect(me).toMatchObject({ id: a.business.id, monthlyRevenue: null, totalBookings: null });
  });

  it("is told of a customer's booking of them, not of another member's", async () => {
    const forThem = await book(a, staff.memberId, 8, '09:00');
    expect(forThem.statusCode, forThem.body).toBe(201);
    const forOther = await book(a, a.memberId, 8, '13:00');
    expect(forOther.statusCode, forOther.body).toBe(201);
    const bell = (await call('GET', '/api/notifications', staff.cookie)).json();
    const booked = bell.map((n: { data: { bookingId?: string } }) => n.data.bookingId);
    expect(booked).toContain(forThem.json().id);
    expect(booked).not.toContain(forOther.json().id);
    // By push and email too, in the owner's words, to their own account; the other member's booking is not theirs.
    const rows = await db
      .select({
        kind: outbox.kind,
        channel: outbox.channel,
        userId: outbox.userId,
        recipient: outbox.recipient,
      })
      .from(outbox)
      .where(inArray(outbox.bookingId, [forThem.json().id, forOther.json().id]));
    const toMember = rows.filter((row) => row.kind.startsWith('member_'));
    expect(toMember).toEqual(
      expect.arrayContaining([
        { kind: 'member_new_booking', channel: 'push', userId: staff.user.id, recipient: null },
        { kind: 'member_new_booking', channel: 'email', userId: staff.user.id, recipient: staff.email },
      ]),
    );
    expect(toMember).toHaveLength(2);
    expect(rows.filter((row) => row.kind === 'owner_new_booking' && row.channel === 'email')).toHaveLength(2);
    const ownerBell = (await call('GET', '/api/notifications', a.cookie)).json();
    expect(ownerBell.map((n: { data: { bookingId?: string } }) => n.data.bookingId)).toEqual(
      expect.arrayContaining([forThem.json().id, forOther.json().id]),
    );
  });

  it('hears of the owner moving or cancelling their booking; the owner is not told of their own change', async () => {
    const booked = await book(a, staff.memberId, 9, '10:00');
    const id = booked.json().id as string;
    const moved = await call('PATCH', `/api/bookings/${id}`, a.cookie, {
      appointmentDate: `${localDateFromToday(9, ZONE)}T12:00`,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await call('PATCH', `/api/bookings/${id}`, a.cookie, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const about = (list: { title: string; message: string; data: { bookingId?: string } }[]) =>
      list.filter((n) => n.data.bookingId === id).map((n) => n.title);
    const bell = (await call('GET', '/api/notifications', staff.cookie)).json();
    expect(about(bell).sort()).toEqual(['Booking cancelled', 'Booking rescheduled', 'New booking']);
    expect(bell.find((n: { title: string }) => n.title === 'Booking rescheduled').message).toMatch(
      /^ScopeOwner ScopeFamily moved your booking from .* to .*\.$/,
    );
    // The owner's own bell keeps only what it always had: the customer's booking and their own cancellation's entry.
    expect(about((await call('GET', '/api/notifications', a.cookie)).json()).sort()).toEqual([
      'Booking cancelled',
      'New booking',
    ]);
    const rows = await db
      .select({ kind: outbox.kind, channel: outbox.channel, userId: outbox.userId })
      .from(outbox)
      .where(eq(outbox.bookingId, id));
    const toMember = rows.filter((row) => row.kind.startsWith('member_') && row.channel === 'email');
    expect(toMember.map((row) => [row.kind, row.userId]).sort()).toEqual([
      ['member_booking_cancelled', staff.user.id],
      ['member_booking_rescheduled', staff.user.id],
      ['member_new_booking', staff.user.id],
    ]);
  });

  it('is not told of their own changes', async () => {
    const booked = await book(a, staff.memberId, 10, '10:00');
    const id = booked.json().id as string;
    const cancelled = await call('PATCH', `/api/bookings/${id}`, staff.cookie, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const rows = await db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.bookingId, id));
    expect(rows.map((row) => row.kind)).not.toContain('member_booking_cancelled');
  });

  it('is refused what is above their role, with the reason', async () => {
    const refused = [
      ['GET', '/api/analytics/dashboard'],
      ['DELETE', `/api/services/${a.serviceId}`],
      ['GET', '/api/payments'],
      ['GET', '/api/team-access'],
    ] as const;
    for (const [method, url] of refused) {
      const res = await call(method, url, staff.cookie);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(ACCESS_MESSAGES.forbidden);
    }
  });

  it('deactivating ends their sessions at once; reactivating lets them back in', async () => {
    const off = await call('PUT', `/api/team-members/${staff.memberId}/login`, a.cookie, { active: false });
    expect(off.json()).toMatchObject({ status: 'deactivated' });
    expect((await call('GET', '/api/bookings', staff.cookie)).statusCode).toBe(401);
    const signIn = await call('POST', '/api/auth/login', undefined, {
      email: staff.email,
      password: 'secret123',
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = signIn.headers['set-cookie']!.toString().split(';')[0]!;
    expect((await call('GET', '/api/bookings', cookie)).json().message).toBe('No business yet');
    expect((await call('GET', '/api/memberships', cookie)).json()).toEqual({ current: null, all: [] });
    await call('PUT', `/api/team-members/${staff.memberId}/login`, a.cookie, { active: true });
    expect((await call('GET', '/api/bookings', cookie)).statusCode).toBe(200);
    const audit = (await call('GET', '/api/team-audit', a.cookie)).json();
    expect(audit.map((e: { action: string }) => e.action).slice(0, 4)).toEqual([
      'login_reactivated',
      'login_deactivated',
      'invitation_accepted',
      'invitation_sent',
    ]);
  });
});

describe('a manager', () => {
  it('runs the business but not its keys; a role change is audited', async () => {
    const a = await seedTenant(app, db, 'Mgr');
    const manager = await joinedMember(app, db, a.cookie, { role: 'manager' });
    const dashboard = await call('GET', '/api/analytics/dashboard', manager.cookie);
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect((await call('GET', '/api/bookings', manager.cookie)).json().length).toBeGreaterThan(0);
    const keys = await call('GET', '/api/api-keys', manager.cookie);
    expect(keys.statusCode).toBe(403);
    expect((await call('GET', '/api/api-keys', a.cookie)).statusCode).toBe(200);
    const demoted = await call('PATCH', `/api/team-members/${manager.memberId}`, a.cookie, { role: 'staff' });
    expect(demoted.statusCode).toBe(200);
    expect((await call('GET', '/api/analytics/dashboard', manager.cookie)).statusCode).toBe(403);
    const [entry] = (await call('GET', '/api/team-audit', a.cookie)).json();
    expect(entry).toMatchObject({
      action: 'role_changed',
      detail: 'manager → staff',
      memberName: 'A manager',
    });
  });
});

describe('a person in two businesses', () => {
  it('lists both and switches between them', async () => {
    const a = await seedTenant(app, db, 'Twin');
    const b = await seedTenant(app, db, 'Other');
    const person = await joinedMember(app, db, a.cookie, { role: 'staff' });
    // The same account joins B too: invited at its address.
    const inB = await addMember(b.cookie, 'Also here');
    await inviteViaApi(app, b.cookie, inB, person.email);
    const { token } = await invitationEmail(db, person.email);
    const joined = await call('POST', '/api/invitations/accept', person.cookie, { token });
    expect(joined.json().current.businessId).toBe(b.business.id);
    expect(
      joined
        .json()
        .all.map((m: { businessId: string }) => m.businessId)
        .sort(),
    ).toEqual([a.business.id, b.business.id].sort());
    expect((await call('GET', '/api/businesses/me', person.cookie)).json().id).toBe(b.business.id);
    const back = await call('PUT', '/api/memberships/current', person.cookie, { businessId: a.business.id });
    expect(back.json().current.businessId).toBe(a.business.id);
    expect((await call('GET', '/api/businesses/me', person.cookie)).json().id).toBe(a.business.id);
    const foreign = await call('PUT', '/api/memberships/current', person.cookie, {
      businessId: (await seedTenant(app, db, 'Third')).business.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(M.businessNotFound);
  });
});

describe('the route table', () => {
  it('refuses to start with a route nobody declared access for', async () => {
    const bare = Fastify();
    registerRouteAccess(bare, db);
    expect(() => bare.get('/api/undeclared-route', async () => 'open')).toThrow(
      /GET \/api\/undeclared-route has no entry/,
    );
  });
});
