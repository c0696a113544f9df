// The owner's resources over HTTP: create, list, edit and delete with validation messages, the services that need
// them, and another owner's resource never found.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resources, serviceResources } from '#server/db/schema/resources.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { createServiceViaApi, signUpWithBusiness } from '#server/test/factories.ts';
import { RESOURCE_MESSAGES } from '#shared/schemas/resource.ts';

const { app, db } = await buildTestApp();

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) {
  return app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

async function createResource(cookie: string, payload: object) {
  const response = await call('POST', '/api/resources', cookie, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; name: string; quantity: number }>();
}

describe('resources CRUD', () => {
  it('creates, lists by name, edits and deletes a resource', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const room = await createResource(cookie, { name: '  Treatment room ', quantity: 1 });
    expect(room).toMatchObject({ name: 'Treatment room', quantity: 1 });
    await createResource(cookie, { name: 'Chair', quantity: 4 });
    const list = await call('GET', '/api/resources', cookie);
    expect(list.json<Array<{ name: string }>>().map((r) => r.name)).toEqual(['Chair', 'Treatment room']);

    const edited = await call('PATCH', `/api/resources/${room.id}`, cookie, { quantity: 2 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: room.id, name: 'Treatment room', quantity: 2 });

    expect((await call('DELETE', `/api/resources/${room.id}`, cookie)).statusCode).toBe(204);
    const after = await call('GET', '/api/resources', cookie);
    expect(after.json<Array<{ name: string }>>().map((r) => r.name)).toEqual(['Chair']);
    // Never held by a booking: really gone.
    expect(await db.select().from(resources).where(eq(resources.id, room.id))).toEqual([]);
  });

  it('refuses a bad name or quantity with a message a person can act on, saving nothing', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const cases: Array<[object, string]> = [
      [{ name: '', quantity: 1 }, RESOURCE_MESSAGES.nameRequired],
      [{ quantity: 1 }, RESOURCE_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(101), quantity: 1 }, RESOURCE_MESSAGES.nameTooLong],
      [{ name: 'Room', quantity: 0 }, RESOURCE_MESSAGES.quantity],
      [{ name: 'Room', quantity: 51 }, RESOURCE_MESSAGES.quantity],
      [{ name: 'Room', quantity: 1.5 }, RESOURCE_MESSAGES.quantity],
      [{ name: 'Room', quantity: '2' }, RESOURCE_MESSAGES.quantity],
      [{ name: 'Room' }, RESOURCE_MESSAGES.quantity],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', '/api/resources', cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await call('GET', '/api/resources', cookie)).json()).toEqual([]);

    const room = await createResource(cookie, { name: 'Room', quantity: 50 });
    const twin = await call('POST', '/api/resources', cookie, { name: 'ROOM', quantity: 1 });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toEqual({ message: RESOURCE_MESSAGES.nameTaken });
    const chair = await createResource(cookie, { name: 'Chair', quantity: 1 });
    const rename = await call('PATCH', `/api/resources/${chair.id}`, cookie, { name: 'room' });
    expect(rename.statusCode).toBe(409);
    const tooMany = await call('PATCH', `/api/resources/${room.id}`, cookie, { quantity: 51 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(RESOURCE_MESSAGES.quantity);
  });

  it("answers 404 for another owner's resource, or an id that is not one", async () => {
    const a = await signUpWithBusiness(app);
    const b = await signUpWithBusiness(app);
    const room = await createResource(a.cookie, { name: 'Room A', quantity: 1 });
    for (const [method, payload] of [
      ['PATCH', { name: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      for (const id of [room.id, 'not-a-uuid']) {
        const response = await call(method, `/api/resources/${id}`, b.cookie, payload);
        expect(response.statusCode, `${method} ${id}`).toBe(404);
        expect(response.json()).toEqual({ message: RESOURCE_MESSAGES.notFound });
      }
    }
    expect((await call('GET', '/api/resources', b.cookie)).json()).toEqual([]);
    const [row] = await db.select().from(resources).where(eq(resources.id, room.id));
    expect(row?.name).toBe('Room A');
  });
});

describe('services that need resources', () => {
  it('sets, shows and replaces what a service needs', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const room = await createResource(cookie, { name: 'Room', quantity: 1 });
    const chair = await createResource(cookie, { name: 'Chair', quantity: 2 });
    const facial = await createServiceViaApi(app, cookie, {
      name: 'Facial',
      resourceIds: [room.id, chair.id],
    });
    const listed = (await call('GET', '/api/services', cookie)).json<
      Array<{ id: string; resourceIds: string[] }>
    >();
    expect(listed.find((s) => s.id === facial.id)?.resourceIds.sort()).toEqual([room.id, chair.id].sort());

    const patched = await call('PATCH', `/api/services/${facial.id}`, cookie, { resourceIds: [chair.id] });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().resourceIds).toEqual([chair.id]);
    const renamed = await call('PATCH', `/api/services/${facial.id}`, cookie, { name: 'Deep facial' });
    expect(renamed.json().resourceIds).toEqual([chair.id]);
  });

  it("refuses another owner's resource, an unknown id or a repeated one, changing nothing", async () => {
    const a = await signUpWithBusiness(app);
    const b = await signUpWithBusiness(app);
    const theirs = await createResource(a.cookie, { name: 'Their room', quantity: 1 });
    const mine = await createResource(b.cookie, { name: 'My room', quantity: 1 });
    const service = await createServiceViaApi(app, b.cookie, { name: 'Massage', resourceIds: [mine.id] });
    for (const resourceIds of [[theirs.id], [mine.id, theirs.id], ['not-a-uuid']]) {
      const created = await call('POST', '/api/services', b.cookie, {
        name: 'Sneaky',
        price: '10',
        resourceIds,
      });
      expect(created.statusCode).toBe(404);
      expect(created.json()).toEqual({ message: RESOURCE_MESSAGES.notFound });
      const patched = await call('PATCH', `/api/services/${service.id}`, b.cookie, { resourceIds });
      expect(patched.statusCode).toBe(404);
    }
    const repeated = await call('PATCH', `/api/services/${service.id}`, b.cookie, {
      resourceIds: [mine.id, mine.id],
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().message).toBe(RESOURCE_MESSAGES.repeated);
    const names = (await call('GET', '/api/services', b.cookie)).json<
      Array<{ name: string; resourceIds: string[] }>
    >();
    expect(names.map((s) => [s.name, s.resourceIds])).toEqual([['Massage', [mine.id]]]);
  });

  it('deleting a resource removes the need of every service, and keeps one bookings held', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const room = await createResource(cookie, { name: 'Room', quantity: 1 });
    const service = await createServiceViaApi(app, cookie, { name: 'Wrap', resourceIds: [room.id] });
    expect((await call('DELETE', `/api/resources/${room.id}`, cookie)).statusCode).toBe(204);
    const [after] = (await call('GET', '/api/services', cookie)).json<
      Array<{ id: string; resourceIds: string[] }>
    >();
    expect(after).toMatchObject({ id: service.id, resourceIds: [] });
    expect(await db.select().from(serviceResources).where(eq(serviceResources.resourceId, room.id))).toEqual(
      [],
    );
  });
});
