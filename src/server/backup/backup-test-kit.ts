// The world the backup tests take apart and put back: apps on either engine, a business with every kind of data,
// customers booking while a backup runs, and every table's rows and every upload's bytes to compare.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';
import { onTestFinished } from 'vitest';
import { buildApp, PGLITE_LOAD_LIMITS } from '#server/app.ts';
import { type Database, type Db, openPglite } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { queryRows } from '#server/platform/sql.ts';
import { openTestDatabase, testEnv } from '#server/test/build-test-app.ts';
import {
  createBusinessFixture,
  everyDayHours,
  localDateFromToday,
  seedTenant,
  signUpOwner,
  uniquePhone,
} from '#server/test/factories.ts';
import { listTables, useCanonicalText } from './catalog.ts';

export type Engine = Database['kind'];

/** The server key every app of a test shares, as one deployment's processes do (TWO_FACTOR_KEY). */
export const SERVER_KEY = randomBytes(32).toString('base64');
const ENV = {
  OUTBOX_WORKER: 'off',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  TWO_FACTOR_KEY: SERVER_KEY,
} as const;

/** A database of the test's own on `engine`, migrated unless `empty`; closed (and dropped) after the file. */
export async function openDatabase(engine: Engine, options: { empty?: boolean } = {}): Promise<Database> {
  let database: Database;
  if (engine === 'postgres' || !process.env.DATABASE_URL) {
    database = await openTestDatabase(options);
  } else {
    // PGlite in the PostgreSQL pass, which makes no PGlite snapshot.
    database = await openPglite();
    if (!options.empty) await migrateDatabase(database);
  }
  onTestFinished(() => database.close());
  return database;
}

/** A temporary DATA_DIR, removed after the file. */
export function tempDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'bookwell-backup-data-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The app on `database` with its uploads in `dataDir`, as a deployment with SERVER_KEY runs it. */
export async function startApp(database: Database, dataDir: string) {
  const app = await buildApp({
    database,
    env: testEnv(ENV),
    dataDir,
    notificationStreamLifetimeMs: 1,
    loadLimits: { ...PGLITE_LOAD_LIMITS, maxWaitMs: 60_000 },
  });
  await app.ready();
  onTestFinished(() => app.close());
  return app;
}

const codeAt = (secret: string, timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

function cookiesOf(response: { headers: Record<string, unknown> }) {
  const setCookie = response.headers['set-cookie'] as string | string[] | undefined;
  return [setCookie ?? []]
    .flat()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

async function expectStatus<T extends { statusCode: number; body: string }>(
  response: Promise<T>,
  status: number,
) {
  const answered = await response;
  if (answered.statusCode !== status)
    throw new Error(`expected ${status}: ${answered.statusCode} ${answered.body}`);
  return answered;
}

/**
 * A tenant with one of everything (seedTenant: bookings, a payment, a review, a notification, a push subscription,
 * an API key, an upload row whose file is not on disk), plus a real uploaded image, a customer's booking with its
 * queued messages and manage link, two-factor on for the owner, and a shop for the booking load.
 */
export async function seedEverything(app: FastifyInstance, db: Db) {
  const tenant = await seedTenant(app, db, `Bk${randomBytes(3).toString('hex')}`);
  const [owner] = await queryRows<{ email: string }>(
    db,
    sql`select email from users where id = ${tenant.userId}`,
  );
  const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3b82f6' } })
    .png()
    .toBuffer();
  const boundary = `----bookwell${randomBytes(8).toString('hex')}`;
  const uploaded = await expectStatus(
    app.inject({
      method: 'POST',
      url: '/api/upload/image',
      headers: { cookie: tenant.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        image,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    }),
    200,
  );
  const password = 'secret123';
  const setup = await expectStatus(
    app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/setup',
      headers: { cookie: tenant.cookie },
      payload: { currentPassword: password },
    }),
    200,
  );
  const { secret } = setup.json<{ secret: string }>();
  await expectStatus(
    app.inject({
      method: 'POST',
      url: '/api/auth/two-factor',
      headers: { cookie: tenant.cookie },
      payload: { enabled: true, code: codeAt(secret, Date.now()), currentPassword: password },
    }),
    200,
  );
  // An owner has one business: the shop customers book at under load is another owner's.
  const shopOwner = await signUpOwner(app);
  const shop = await createBusinessFixture(db, {
    userId: shopOwner.user.id,
    slug: `backup-${randomBytes(4).toString('hex')}`,
    businessHours: everyDayHours('00:00', '24:00'),
    bookingRules: { slotStepMinutes: 30, minNoticeMinutes: 0, bookingWindowDays: 30, bufferMinutes: 0 },
    staff: [{}, {}],
  });
  let next = 0;
  /** A new customer's booking on the public page, each in a slot of its own; the answer. */
  const book = () => {
    const n = next++;
    // 04:00 to 23:30, clear of the hours a change of clocks skips or repeats.
    const day = 2 + Math.floor(n / 80);
    const slot = Math.floor(n / 2) % 40;
    const time = `${String(4 + Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`;
    return app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        businessSlug: shop.business.slug,
        serviceId: shop.services[0]!.id,
        teamMemberId: shop.staff[n % 2]!.id,
        appointmentDate: `${localDateFromToday(day, 'America/New_York')}T${time}:00`,
        clientData: {
          firstName: 'Load',
          lastName: `No${n}`,
          phone: uniquePhone(),
          email: `load-${n}@example.com`,
        },
      },
    });
  };
  const booked = await expectStatus(book(), 201);
  return {
    tenant,
    ownerEmail: owner!.email,
    password,
    twoFactorSecret: secret,
    uploadUrl: uploaded.json<{ url: string }>().url,
    image,
    manageToken: booked.json<{ manageUrl: string }>().manageUrl.split('/').at(-1)!,
    shopId: shop.business.id,
    book,
  };
}

/** Customers booking without pause, `workers` at a time, until stopped; `stop` tells how many were booked. */
export function bookingLoad(book: () => Promise<{ statusCode: number; body: string }>, workers = 4) {
  let running = true;
  let booked = 0;
  let firstBooked: () => void;
  const started = new Promise<void>((resolve) => {
    firstBooked = resolve;
  });
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      await expectStatus(book(), 201);
      booked++;
      if (booked >= workers) firstBooked();
    }
  });
  return {
    /** Resolves once every worker has booked about once: the backup then starts among bookings. */
    started,
    async stop() {
      running = false;
      await Promise.all(loops);
      return booked;
    },
  };
}

/** Signs the owner in with password and a time-based code: only a two-factor secret opened with the key passes. */
export async function signInWithTwoFactor(
  app: FastifyInstance,
  seeded: Awaited<ReturnType<typeof seedEverything>>,
) {
  const first = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: seeded.ownerEmail, password: seeded.password },
  });
  // The next step's code: the current one may have been used at set-up, and each step's code is accepted once.
  return app.inject({
    method: 'POST',
    url: '/api/auth/login/two-factor',
    headers: { cookie: cookiesOf(first) },
    payload: { code: codeAt(seeded.twoFactorSecret, Date.now() + 30_000) },
  });
}

/** Every row of every table as PostgreSQL's text for the whole row, sorted; independent of the backup's reader. */
export async function everyRow(db: Db): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await useCanonicalText(tx);
    const rows: Record<string, string[]> = {};
    for (const table of await listTables(tx)) {
      const id = sql.identifier(table.name);
      const found = await queryRows<{ row: string }>(tx, sql`select ${id}::text as row from ${id} as ${id}`);
      rows[table.name] = found.map((r) => r.row).sort();
    }
    return rows;
  });
}

/** Every file under DATA_DIR/uploads with its bytes. */
export function uploadFiles(dataDir: string): Record<string, Buffer> {
  const dir = join(dataDir, 'uploads');
  return Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name))]));
}
