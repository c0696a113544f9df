import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { schema } from '#server/db/client.ts';
import { dataMigrations } from '#server/db/schema/data-migrations.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { seedTenant } from '#server/test/factories.ts';
import { type AccountExport, EXPORTED, NOT_EXPORTED } from './data-export.ts';

const { app, db } = await buildTestApp();
const a = await seedTenant(app, db, 'Exporter');
const b = await seedTenant(app, db, 'Neighbour');

describe('GET /api/auth/export', () => {
  it('decides for every table of the schema: exported, or left out with a reason', () => {
    const values: unknown[] = [...Object.values(schema), dataMigrations];
    const tables = values
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableName(table));
    const undecided = tables.filter((name) => !(name in EXPORTED) && !(name in NOT_EXPORTED));
    expect(undecided).toEqual([]);
    expect(Object.keys(EXPORTED).filter((name) => name in NOT_EXPORTED)).toEqual([]);
  });

  it("downloads the owner's rows as JSON: bookings, clients, services and the account, without secrets", async () => {
    const res = await app.inject({ url: '/api/auth/export', headers: { cookie: a.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="bookwell-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json() as AccountExport;
    const ids = (name: string) => data.tables[name]!.map((row) => row.id);
    expect(ids('users')).toEqual([a.userId]);
    expect(ids('businesses')).toEqual([a.business.id]);
    expect(ids('bookings').sort()).toEqual([a.bookingId, a.classBookingId].sort());
    expect(ids('clients')).toContain(a.clientId);
    expect(ids('services')).toContain(a.serviceId);
    expect(ids('notifications')).toContain(a.notificationId);
    expect(ids('uploads')).toEqual([a.uploadId]);
    expect(data.tables.bookings![0]).toMatchObject({ notes: 'Exporter booking note', status: 'confirmed' });

    const text = res.body;
    for (const secret of b.secrets) expect(text).not.toContain(secret);
    expect(text).not.toContain(b.business.id);
    const user = data.tables.users![0]!;
    expect(Object.keys(user)).not.toEqual(expect.arrayContaining(['password']));
    for (const key of ['password', 'twoFactorSecret', 'twoFactorBackupCodes'])
      expect(user).not.toHaveProperty(key);
    expect(data.tables.businesses![0]).not.toHaveProperty('calendarToken');
    expect(data.tables.push_subscriptions![0]).not.toHaveProperty('endpoint');
    expect(text).not.toContain(a.pushEndpoint);
  });

  it('is for the signed-in owner only', async () => {
    expect((await app.inject({ url: '/api/auth/export' })).statusCode).toBe(401);
  });
});
