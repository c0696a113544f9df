// drizzle/0011_phone_e164.sql run again over clients stored the old way (digits, a leading '+' kept): numbers
// become E.164 in the region of the business's time zone, and clients that then share a number are merged.
import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, clients } from '#server/db/schema/bookings.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { seedAnalyticsFixture, signUpOwner } from '#server/test/factories.ts';

const { app, db } = await buildTestApp();
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const OLD = (phone: string) => phone.replace(/[^\d+]/g, '');

async function migrateAgain() {
  const file = readFileSync(new URL('../../../../drizzle/0011_phone_e164.sql', import.meta.url), 'utf8');
  for (const statement of file.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
}

async function fixture(timezone: string, list: Array<{ firstName: string; phone: string; email?: string }>) {
  const owner = await signUpOwner(app);
  return seedAnalyticsFixture(db, {
    userId: owner.user.id,
    timezone,
    // Stored the old way, as before the migration.
    clients: list.map((c, i) => ({ ...c, phoneNormalized: OLD(c.phone), createdAt: daysAgo(30 - i) })),
    bookings: list.map((_, i) => ({ at: daysAgo(3 + i), client: i, status: 'completed' as const })),
  });
}

describe('migration 0011: phone numbers to E.164', () => {
  it('rewrites stored numbers and merges the clients that turn out to share one', async () => {
    const us = await fixture('America/New_York', [
      { firstName: 'Dee', phone: '(202) 555-0202' },
      { firstName: 'Dee P', phone: '+1 202 555 0202', email: 'dee@mail.test' },
      { firstName: 'Lou', phone: '1 202 555 0199' },
    ]);
    const uk = await fixture('Europe/London', [{ firstName: 'Olu', phone: '020 7946 0958' }]);
    const [dee, deeAgain, lou] = us.clientIds as [string, string, string];
    expect((await db.select().from(clients).where(eq(clients.id, dee)))[0]?.phoneNormalized).toBe(
      OLD('(202) 555-0202'),
    );

    await migrateAgain();

    const rows = await db
      .select()
      .from(clients)
      .where(inArray(clients.businessId, [us.businessId, uk.businessId]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.has(deeAgain)).toBe(false);
    expect(byId.get(dee)).toMatchObject({
      firstName: 'Dee',
      phoneNormalized: '+12025550202',
      email: 'dee@mail.test',
    });
    expect(byId.get(lou)?.phoneNormalized).toBe('+12025550199');
    expect(byId.get(uk.clientIds[0]!)?.phoneNormalized).toBe('+442079460958');
    // The duplicate's booking now belongs to the client kept.
    const owners = await db
      .select({ clientId: bookings.clientId })
      .from(bookings)
      .where(eq(bookings.businessId, us.businessId));
    expect(owners.map((b) => b.clientId).sort()).toEqual([dee, dee, lou].sort());
  });
});
