import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/accounts.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { type AnalyticsFixtureSpec, seedAnalyticsFixture, signUpOwner } from '#server/test/factories.ts';

const { app, db } = await buildTestApp();

async function ownerWithFixture(spec: Omit<AnalyticsFixtureSpec, 'userId'>) {
  const owner = await signUpOwner(app);
  await seedAnalyticsFixture(db, { userId: owner.user.id, ...spec });
  return owner;
}

describe('HTTP: period reports and CSV exports', () => {
  it('serves every report for the signed-in owner only, defaulting to 30d', async () => {
    const now = new Date();
    const yesterday = new Date(now.getTime() - 86_400_000);
    const mine = await ownerWithFixture({
      bookings: [{ at: yesterday, status: 'completed', price: '55.00' }],
    });
    const theirs = await ownerWithFixture({ bookings: [] });
    for (const name of ['overview', 'revenue', 'services', 'clients', 'popular-times']) {
      const res = await app.inject({ url: `/api/analytics/${name}`, headers: { cookie: mine.cookie } });
      expect(res.statusCode, name).toBe(200);
      expect(res.json().period).toBe('30d');
    }
    const overview = (
      await app.inject({ url: '/api/analytics/overview', headers: { cookie: mine.cookie } })
    ).json();
    expect(overview.revenue.value).toBe(55);
    const other = (
      await app.inject({ url: '/api/analytics/overview', headers: { cookie: theirs.cookie } })
    ).json();
    expect(other.revenue.value).toBe(0);
  });

  it('refuses an unknown period and answers 404 without a business, 401 signed out', async () => {
    const { cookie } = await ownerWithFixture({});
    const bad = await app.inject({ url: '/api/analytics/overview?period=2w', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    const { cookie: noBusiness } = await signUpOwner(app);
    for (const url of ['/api/analytics/revenue', '/api/analytics/clients.csv', '/api/analytics/activity']) {
      expect((await app.inject({ url, headers: { cookie: noBusiness } })).statusCode, url).toBe(404);
      expect((await app.inject({ url })).statusCode, url).toBe(401);
    }
  });

  it('exports each tab as a CSV attachment with the same figures as the JSON', async () => {
    const yesterday = new Date(Date.now() - 86_400_000);
    const { cookie } = await ownerWithFixture({
      services: [{ name: '=HYPERLINK("x")', price: '42.50' }],
      bookings: [{ at: yesterday, status: 'completed' }],
    });
    for (const name of ['overview', 'revenue', 'services', 'clients']) {
      const res = await app.inject({ url: `/api/analytics/${name}.csv?period=7d`, headers: { cookie } });
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="${name}-7d-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
      );
      expect(res.body).toContain('Last 7 days');
    }
    const csv = (await app.inject({ url: '/api/analytics/overview.csv?period=7d', headers: { cookie } }))
      .body;
    expect(csv).toContain('Revenue (USD),42.5,0,\r\n');
    expect(csv).toContain('Bookings,1,0,\r\n');
    const services = (await app.inject({ url: '/api/analytics/services.csv?period=7d', headers: { cookie } }))
      .body;
    // A name that a spreadsheet would run as a formula is written as text.
    expect(services).toContain(`"'=HYPERLINK(""x"")",no,1,1,42.5,42.5,0,0`);
  });

  it('says a German owner’s report in German: headings, period, weekdays, yes/no; figures as in English', async () => {
    const yesterday = new Date(Date.now() - 86_400_000);
    const { cookie, user } = await signUpOwner(app);
    await seedAnalyticsFixture(db, {
      userId: user.id,
      services: [{ name: 'Cut', price: '42.50' }],
      bookings: [{ at: yesterday, status: 'completed' }],
    });
    const csv = async (name: string) =>
      (await app.inject({ url: `/api/analytics/${name}.csv?period=7d`, headers: { cookie } })).body;
    const english = await csv('revenue');
    expect(english).toContain('Revenue,Last 7 days\r\n');
    expect(english).toContain('Day of week,Revenue (USD),Bookings\r\nMonday,');
    await db.update(users).set({ language: 'de' }).where(eq(users.id, user.id));
    const revenue = await csv('revenue');
    expect(revenue).toContain('Umsatz,Letzte 7 Tage\r\n');
    expect(revenue).toContain('Kennzahl,Dieser Zeitraum,Vorzeitraum,Veränderung %\r\nUmsatz (USD),42.5,0,');
    expect(revenue).toContain('Wochentag,Umsatz (USD),Buchungen\r\nMontag,');
    expect(revenue).toContain('\r\nSonntag,');
    expect(await csv('services')).toContain('\r\nCut,nein,1,1,42.5,42.5,0,0');
  });
});
