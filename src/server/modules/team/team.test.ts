import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teamMembers } from '#server/db/schema/businesses.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import {
  createServiceViaApi,
  insertBookingFixture,
  signUpOwner,
  signUpWithBusiness,
} from '#server/test/factories.ts';
import { DEACTIVATED_INSTEAD_OF_DELETED } from './team.service.ts';

const { app, db } = await buildTestApp();

const HOUR = 3_600_000;
const MEMBER_KEYS = [
  'calendar',
  'color',
  'createdAt',
  'displayOrder',
  'email',
  'id',
  'isActive',
  'isOwner',
  'name',
  'phone',
  'photoUrl',
  'role',
  'serviceIds',
  'specialties',
  'updatedAt',
];
const PUBLIC_MEMBER_KEYS = ['id', 'name', 'photoUrl', 'role', 'serviceIds', 'specialties'];
const LAST_ACTIVE = 'Every business needs at least one active team member, so this one has to stay active.';
const UNKNOWN_ID = '0190a1b2-0000-7000-8000-000000000000';

type Member = { id: string; name: string; isActive: boolean; isOwner: boolean; serviceIds: string[] };

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  url: string,
  cookie?: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}
async function list(cookie: string): Promise<Member[]> {
  return (await call('GET', '/api/team-members', cookie)).json();
}
async function addMember(cookie: string, payload: object = {}): Promise<Member> {
  const res = await call('POST', '/api/team-members', cookie, { name: 'Sam Rivera', ...payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('access', () => {
  it('answers 401 when signed out and 404 before the owner has a business', async () => {
    for (const [method, url] of [
      ['GET', '/api/team-members'],
      ['POST', '/api/team-members'],
      ['PUT', '/api/team-members/order'],
      ['PATCH', `/api/team-members/${UNKNOWN_ID}`],
      ['DELETE', `/api/team-members/${UNKNOWN_ID}`],
    ] as const) {
      const res = await call(
        method,
        url,
        undefined,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    const { cookie } = await signUpOwner(app);
    const res = await call('GET', '/api/team-members', cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No business yet' });
  });
});

describe('the owner as the first member', () => {
  it('exists from the moment the business is created, as a manager who performs every service', async () => {
    const { cookie, email } = await signUpWithBusiness(app);
    const service = await createServiceViaApi(app, cookie);
    const members = await list(cookie);
    expect(members).toHaveLength(1);
    expect(Object.keys(members[0]!).sort()).toEqual(MEMBER_KEYS);
    expect(members[0]).toMatchObject({
      name: 'Test Owner',
      email,
      role: 'manager',
      isActive: true,
      isOwner: true,
      serviceIds: [service.id],
    });
  });
});

describe('POST /api/team-members', () => {
  it('adds a staff member who performs every current service unless told otherwise', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const a = await createServiceViaApi(app, cookie, { name: 'A' });
    const b = await createServiceViaApi(app, cookie, { name: 'B' });
    const everyService = await addMember(cookie, {
      email: ' Sam@Example.com ',
      phone: '(555) 987-6543',
      specialties: ['Fades', 'Beards'],
      color: '#1E40AF',
    });
    expect(everyService).toMatchObject({
      role: 'staff',
      isActive: true,
      isOwner: false,
      email: 'sam@example.com',
      specialties: ['Fades', 'Beards'],
      color: '#1e40af',
      displayOrder: 1,
      serviceIds: [a.id, b.id],
    });
    const oneService = await addMember(cookie, { name: 'Jo', role: 'manager', serviceIds: [b.id] });
    expect(oneService).toMatchObject({ role: 'manager', serviceIds: [b.id] });
    expect((await addMember(cookie, { name: 'None', serviceIds: [] })).serviceIds).toEqual([]);
  });

  it.each([
    [{ name: undefined }, 'Name is required'],
    [{ name: '  ' }, 'Name is required'],
    [{ email: 'sam@' }, 'Please enter a valid email'],
    [{ phone: '123' }, 'Please enter a valid phone number'],
    [{ role: 'owner' }, 'Role must be staff or manager'],
    [{ color: 'blue' }, 'Color must be a hex value such as #10b981'],
    [{ specialties: [''] }, 'Each specialty must be 1 to 50 characters'],
    [
      { photoUrl: 'http://insecure.example/x.png' },
      'Please upload the image here: only images uploaded to Bookwell can be used',
    ],
  ])('refuses %j with 400 and the message itself', async (payload, message) => {
    const { cookie } = await signUpWithBusiness(app);
    const res = await call('POST', '/api/team-members', cookie, { name: 'Sam', ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("refuses services that are not the business's own", async () => {
    const a = await signUpWithBusiness(app);
    const b = await signUpWithBusiness(app);
    const foreign = await createServiceViaApi(app, a.cookie);
    for (const serviceIds of [[foreign.id], ['not-a-uuid'], [UNKNOWN_ID]]) {
      const res = await call('POST', '/api/team-members', b.cookie, { name: 'Sam', serviceIds });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('One or more of the chosen services were not found');
    }
    expect(await list(b.cookie)).toHaveLength(1);
  });
});

describe('PATCH /api/team-members/{id}', () => {
  it('updates the changed fields and replaces the service assignment', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const a = await createServiceViaApi(app, cookie, { name: 'A' });
    const b = await createServiceViaApi(app, cookie, { name: 'B' });
    const member = await addMember(cookie);
    const res = await call('PATCH', `/api/team-members/${member.id}`, cookie, {
      name: 'Samantha Rivera',
      serviceIds: [b.id],
      email: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Samantha Rivera', serviceIds: [b.id], email: null });
    const again = await call('PATCH', `/api/team-members/${member.id}`, cookie, { role: 'manager' });
    expect(again.json()).toMatchObject({ role: 'manager', serviceIds: [b.id] });
    expect(a.id).not.toBe(b.id);
  });

  it('refuses to deactivate the last active member with 409', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const [owner] = await list(cookie);
    const res = await call('PATCH', `/api/team-members/${owner!.id}`, cookie, { isActive: false });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: LAST_ACTIVE });
    // With a second active member the owner can step back.
    await addMember(cookie);
    const ok = await call('PATCH', `/api/team-members/${owner!.id}`, cookie, { isActive: false });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().isActive).toBe(false);
  });
});

describe('the last active member under concurrency', () => {
  it('lets only one of two simultaneous deactivations through', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const other = await addMember(cookie);
    const [owner] = await list(cookie);
    const results = await Promise.all(
      [owner!.id, other.id].map((id) =>
        call('PATCH', `/api/team-members/${id}`, cookie, { isActive: false }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await list(cookie)).filter((m) => m.isActive)).toHaveLength(1);
  });
});

describe('DELETE /api/team-members/{id}', () => {
  it('deletes a member no booking refers to', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const member = await addMember(cookie);
    const res = await call('DELETE', `/api/team-members/${member.id}`, cookie);
    expect(res.json()).toEqual({ deleted: true, deactivated: false });
    expect((await list(cookie)).map((m) => m.id)).not.toContain(member.id);
  });

  it('refuses to delete the last active member with 409', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const inactive = await addMember(cookie, { isActive: false });
    const [owner] = await list(cookie);
    const res = await call('DELETE', `/api/team-members/${owner!.id}`, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(LAST_ACTIVE);
    // An inactive member can always go.
    expect((await call('DELETE', `/api/team-members/${inactive.id}`, cookie)).statusCode).toBe(200);
  });

  it('deactivates a member with upcoming bookings instead of deleting them', async () => {
    const { cookie, business } = await signUpWithBusiness(app);
    const service = await createServiceViaApi(app, cookie);
    const member = await addMember(cookie);
    await insertBookingFixture(db, {
      businessId: business.id,
      serviceId: service.id,
      teamMemberId: member.id,
      start: new Date(Date.now() + 24 * HOUR),
    });
    const res = await call('DELETE', `/api/team-members/${member.id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      deleted: false,
      deactivated: true,
      message: DEACTIVATED_INSTEAD_OF_DELETED,
    });
    expect((await list(cookie)).find((m) => m.id === member.id)).toMatchObject({ isActive: false });
  });

  it('archives a member only past bookings refer to: gone from lists, kept for history', async () => {
    const { cookie, business } = await signUpWithBusiness(app);
    const service = await createServiceViaApi(app, cookie);
    const member = await addMember(cookie);
    await insertBookingFixture(db, {
      businessId: business.id,
      serviceId: service.id,
      teamMemberId: member.id,
      start: new Date(Date.now() - 24 * HOUR),
      status: 'completed',
    });
    const res = await call('DELETE', `/api/team-members/${member.id}`, cookie);
    expect(res.json()).toEqual({ deleted: true, deactivated: false });
    expect((await list(cookie)).map((m) => m.id)).not.toContain(member.id);
    const [row] = await db.select().from(teamMembers).where(eq(teamMembers.id, member.id));
    expect(row?.archivedAt).toBeInstanceOf(Date);
    expect((await call('PATCH', `/api/team-members/${member.id}`, cookie, { name: 'Back' })).statusCode).toBe(
      404,
    );
  });
});

describe('PUT /api/team-members/order', () => {
  it('reorders members; unknown ids answer 404', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const sam = await addMember(cookie, { name: 'Sam' });
    const jo = await addMember(cookie, { name: 'Jo' });
    const res = await call('PUT', '/api/team-members/order', cookie, { ids: [jo.id, sam.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((m: Member) => m.name)).toEqual(['Jo', 'Sam', 'Test Owner']);
    const unknown = await call('PUT', '/api/team-members/order', cookie, { ids: [UNKNOWN_ID] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Team member not found' });
  });
});

describe('GET /api/businesses/{slug}/team-members', () => {
  it('lists active members with public fields and only the active services they perform', async () => {
    const { cookie, business } = await signUpWithBusiness(app);
    const shown = await createServiceViaApi(app, cookie, { name: 'Shown' });
    await createServiceViaApi(app, cookie, { name: 'Hidden', isActive: false });
    await addMember(cookie, { name: 'Away', isActive: false, email: 'away@example.com' });
    const res = await call('GET', `/api/businesses/${business.slug}/team-members`);
    expect(res.statusCode).toBe(200);
    const members = res.json();
    expect(members).toHaveLength(1);
    expect(Object.keys(members[0]).sort()).toEqual(PUBLIC_MEMBER_KEYS);
    expect(members[0]).toMatchObject({ name: 'Test Owner', role: 'manager', serviceIds: [shown.id] });
    expect(res.body).not.toMatch(/@/);
  });
});

describe('tenant isolation', () => {
  it("gives owner B 404 on every endpoint addressing owner A's members", async () => {
    const a = await signUpWithBusiness(app);
    const b = await signUpWithBusiness(app);
    const member = await addMember(a.cookie, { name: 'A staff' });
    expect((await list(b.cookie)).map((m) => m.name)).toEqual(['Test Owner']);
    for (const [method, payload] of [
      ['PATCH', { name: 'Hijacked' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/api/team-members/${member.id}`, b.cookie, payload);
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({ message: 'Team member not found' });
    }
    expect((await call('PUT', '/api/team-members/order', b.cookie, { ids: [member.id] })).statusCode).toBe(
      404,
    );
    expect((await call('PATCH', '/api/team-members/not-a-uuid', b.cookie, { name: 'X' })).statusCode).toBe(
      404,
    );
    expect((await list(a.cookie)).find((m) => m.id === member.id)).toMatchObject({
      name: 'A staff',
      isActive: true,
    });
  });
});
