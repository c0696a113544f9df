// Clients' numbers on a database made before migration 0011, migrated to the end: 0011 rewrote them in SQL (and got
// Italian, San Marino and Vatican numbers wrong), then the phone repair (decision 019) gives each the number the app
// computes and merges the clients that turn out to share one, keeping every booking and review.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_MIGRATIONS } from '#server/db/data-migrations.ts';
import { applySqlMigrations, migrateDatabase } from '#server/db/migrate.ts';
import { bookings, clients, reviews } from '#server/db/schema/bookings.ts';
import { uuidv7 } from '#server/db/uuid.ts';
import { queryRows } from '#server/platform/sql.ts';
import { openTestDatabase } from '#server/test/build-test-app.ts';
import { normalizePhone, phoneRegionForTimeZone } from '#shared/domain/phone.ts';
import { CLIENT_REFERENCES } from './phone-repair.ts';

const database = await openTestDatabase({ empty: true });
const { db } = database;
const folders: string[] = [];
afterAll(async () => {
  await database.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
/** How numbers were stored before 0011: the digits, a leading '+' kept. */
const OLD = (phone: string) => phone.replace(/[^\d+]/g, '');

/** A copy of drizzle/ whose journal ends before `tag`: the migrations a database had before that one. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'bookwell-migrations-'));
  folders.push(folder);
  cpSync(fileURLToPath(new URL('../../../../drizzle', import.meta.url)), folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(end).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end) }));
  return folder;
}

/** A business with clients stored the old way, each with a completed visit and its review (the schema of 0010). */
async function businessBefore0011(timezone: string, people: Array<{ firstName: string; phone: string }>) {
  const [userId, businessId, serviceId, memberId] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
  await db.execute(sql`insert into users (id, email) values (${userId}, ${`${businessId}@owner.test`})`);
  await db.execute(sql`insert into businesses (id, user_id, name, slug, timezone)
    values (${businessId}, ${userId}, ${timezone}, ${businessId}, ${timezone})`);
  await db.execute(
    sql`insert into services (id, business_id, name, price) values (${serviceId}, ${businessId}, 'Cut', 40)`,
  );
  await db.execute(
    sql`insert into team_members (id, business_id, name) values (${memberId}, ${businessId}, 'Sam')`,
  );
  const clientIds: string[] = [];
  for (const [i, person] of people.entries()) {
    const [clientId, bookingId, at] = [uuidv7(), uuidv7(), daysAgo(10 + i)];
    clientIds.push(clientId);
    await db.execute(sql`insert into clients (id, business_id, first_name, phone, phone_normalized, created_at)
      values (${clientId}, ${businessId}, ${person.firstName}, ${person.phone}, ${OLD(person.phone)}, ${daysAgo(300 - i).toISOString()})`);
    await db.execute(sql`insert into bookings (id, business_id, service_id, client_id, team_member_id,
        appointment_date, ends_at, duration_minutes, price, status)
      values (${bookingId}, ${businessId}, ${serviceId}, ${clientId}, ${memberId}, ${at.toISOString()},
        ${new Date(at.getTime() + 30 * 60_000).toISOString()}, 30, 40, 'completed')`);
    await db.execute(sql`insert into reviews (id, business_id, booking_id, client_name, rating)
      values (${uuidv7()}, ${businessId}, ${bookingId}, ${person.firstName}, 5)`);
  }
  return { businessId, serviceId, memberId, clientIds };
}

type ClientNumber = {
  id: string;
  business_id: string;
  phone: string;
  phone_normalized: string;
  timezone: string;
};
const liveClients = () =>
  queryRows<ClientNumber>(
    db,
    sql`select c.id::text, c.business_id::text, c.phone, c.phone_normalized, b.timezone
      from clients c join businesses b on b.id = c.business_id where c.erased_at is null order by c.id`,
  );
// Named columns only: read before the last migrations too, when later columns do not exist yet.
const everything = async () => ({
  clients: await db
    .select({
      id: clients.id,
      businessId: clients.businessId,
      firstName: clients.firstName,
      lastName: clients.lastName,
      phoneNormalized: clients.phoneNormalized,
      email: clients.email,
      notes: clients.notes,
    })
    .from(clients)
    .orderBy(clients.id),
  bookings: await db
    .select({ id: bookings.id, businessId: bookings.businessId, clientId: bookings.clientId })
    .from(bookings)
    .orderBy(bookings.id),
  reviews: await db.select({ id: reviews.id, clientId: reviews.clientId }).from(reviews).orderBy(reviews.id),
});

describe('phone numbers migrated from before 0011', () => {
  it("end as normalizePhone computes them, a later booking's duplicate merged with every booking and review", async () => {
    await applySqlMigrations(database, { migrationsFolder: migrationsBefore('0011_phone_e164') });
    const rome = await businessBefore0011('Europe/Rome', [
      { firstName: 'Giulia', phone: '06 6982 1234' },
      { firstName: 'Marco', phone: '333 123 4567' },
      { firstName: 'Bea', phone: '06 1111 2222' },
      { firstName: 'Cris', phone: '06 1111 3333' },
    ]);
    const sanMarino = await businessBefore0011('Europe/San_Marino', [
      { firstName: 'Luca', phone: '0549 882345' },
    ]);
    const vatican = await businessBefore0011('Europe/Vatican', [
      { firstName: 'Pietro', phone: '06 6988 3111' },
    ]);
    const us = await businessBefore0011('America/New_York', [
      { firstName: 'Dee', phone: '(202) 555-0202' },
      { firstName: 'Dee P', phone: '+1 202 555 0202' },
      { firstName: 'Lou', phone: '1 202 555 0199' },
    ]);
    const uk = await businessBefore0011('Europe/London', [{ firstName: 'Olu', phone: '020 7946 0958' }]);

    // Every SQL migration but the data migrations' own: what a database held before the repair shipped.
    await applySqlMigrations(database, { migrationsFolder: migrationsBefore('0028_data_migrations') });
    const [giulia, marco, bea, cris] = rome.clientIds as [string, string, string, string];
    const damaged = new Map((await liveClients()).map((c) => [c.id, c.phone_normalized]));
    expect(damaged.get(giulia)).toBe('+39669821234'); // the app reads '06 6982 1234' in Rome as +390669821234
    expect(damaged.get(sanMarino.clientIds[0]!)).toBe('+378549882345');
    expect(damaged.get(us.clientIds[1]!)).toBeUndefined(); // 0011 merged 'Dee P' into 'Dee'
    // Giulia's next booking did not find her and made a second client, as the app stores one (in SQL: today's schema
    // has columns this database does not have yet).
    const giuliaAgain = { id: uuidv7() };
    await db.execute(sql`insert into clients (id, business_id, first_name, last_name, phone, phone_normalized, email, notes)
      values (${giuliaAgain.id}, ${rome.businessId}, 'Giulia', 'Rossi', '+39 06 6982 1234', '+390669821234',
        'giulia@mail.test', 'Prefers mornings')`);
    // Her visits, in SQL as well.
    const visitIds = [uuidv7(), uuidv7()];
    for (const [i, at] of [daysAgo(2), new Date(Date.now() + 3 * DAY)].entries()) {
      await db.execute(sql`insert into bookings (id, business_id, service_id, client_id, team_member_id,
          appointment_date, ends_at, duration_minutes, price, status)
        values (${visitIds[i]}, ${rome.businessId}, ${rome.serviceId}, ${giuliaAgain.id}, ${rome.memberId},
          ${at.toISOString()}, ${new Date(at.getTime() + 30 * 60_000).toISOString()}, 30, 40,
          ${i === 0 ? 'completed' : 'confirmed'})`);
    }
    await db.execute(sql`insert into reviews (id, business_id, booking_id, client_id, client_name, rating)
      values (${uuidv7()}, ${rome.businessId}, ${visitIds[0]}, ${giuliaAgain.id}, 'Giulia', 4)`);
    // Stored the other way round (not by 0011): the repair must not trip over its own unique index.
    await db.execute(sql`update clients set phone_normalized = case id
        when ${bea} then '+390611113333' when ${cris} then '+390611112222' end
      where id in (${bea}, ${cris})`);
    const before = await everything();

    await migrateDatabase(database);

    const after = await everything();
    for (const client of await liveClients()) {
      expect(client.phone_normalized).toBe(
        normalizePhone(client.phone, phoneRegionForTimeZone(client.timezone)),
      );
    }
    const byId = new Map(after.clients.map((c) => [c.id, c]));
    expect(byId.has(giuliaAgain.id)).toBe(false);
    // The older record is kept and takes what only the newer one knew.
    expect(byId.get(giulia)).toMatchObject({
      firstName: 'Giulia',
      lastName: 'Rossi',
      phoneNormalized: '+390669821234',
      email: 'giulia@mail.test',
      notes: 'Prefers mornings',
    });
    expect(byId.get(marco)?.phoneNormalized).toBe('+393331234567');
    expect([byId.get(bea)?.phoneNormalized, byId.get(cris)?.phoneNormalized]).toEqual([
      '+390611112222',
      '+390611113333',
    ]);
    expect(byId.get(sanMarino.clientIds[0]!)?.phoneNormalized).toBe('+3780549882345');
    expect(byId.get(vatican.clientIds[0]!)?.phoneNormalized).toBe('+390669883111');
    expect(byId.get(uk.clientIds[0]!)?.phoneNormalized).toBe('+442079460958');
    // Every booking and review is kept; Giulia's are all hers.
    expect(after.bookings.map((b) => b.id)).toEqual(before.bookings.map((b) => b.id));
    expect(after.reviews.map((r) => r.id)).toEqual(before.reviews.map((r) => r.id));
    const giuliaBookings = after.bookings.filter((b) => b.clientId === giulia);
    expect(giuliaBookings).toHaveLength(3);
    expect(after.reviews.filter((r) => r.clientId === giulia)).toHaveLength(2);
    // The US clients are as 0011 left them ('Dee P' and her visit merged into 'Dee').
    const usClients = (rows: typeof before.clients) => rows.filter((c) => c.businessId === us.businessId);
    expect(usClients(after.clients)).toEqual(usClients(before.clients));
    expect(usClients(after.clients).map((c) => c.phoneNormalized)).toEqual(['+12025550202', '+12025550199']);
    expect(after.bookings.filter((b) => b.businessId === us.businessId).map((b) => b.clientId)).toEqual([
      us.clientIds[0],
      us.clientIds[0],
      us.clientIds[2],
    ]);

    // Migrating again changes nothing: the repair is recorded and does not run twice.
    await migrateDatabase(database);
    expect(await everything()).toEqual(after);
    const recorded = await queryRows<{ name: string }>(
      db,
      sql`select name from data_migrations order by name`,
    );
    expect(recorded.map((r) => r.name)).toEqual(DATA_MIGRATIONS.map((step) => step.name));
  });

  it("moves a merged client's rows in every table that references clients", async () => {
    await migrateDatabase(database);
    const references = await queryRows<{ table_name: string }>(
      db,
      sql`select conrelid::regclass::text as table_name from pg_constraint
        where contype = 'f' and confrelid = 'clients'::regclass order by 1`,
    );
    expect(references.map((r) => r.table_name)).toEqual([...CLIENT_REFERENCES].sort());
  });
});
