// Notification delivery targets (issue 13), on PostgreSQL: 1,000 due reminders delivered by two worker processes
// into a local SMTP server, with 0 duplicates and 0 lost, and their messages per second against the same SMTP
// server receiving the same emails from a bare nodemailer loop (same pool size, as many sends at once).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { openPostgres } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { emailContent } from '#server/modules/outbox/content.ts';
import { seedDueReminders, startSmtpServer } from '#server/modules/outbox/outbox-test-kit.ts';
import { freshPgSchema, root, stopProcess } from './lib.ts';

const MESSAGES = 1000;
const WORKERS = 2;
/** Sends at once per worker (the worker's default lanes). */
const LANES = 8;

const schema = await freshPgSchema('notifications');
const database = await openPostgres(schema.url.split('?')[0]!, { searchPath: schema.schema, max: 4 });
await migrateDatabase(database, { migrationsSchema: schema.schema });
const smtp = await startSmtpServer({ parse: false });
const children: ChildProcess[] = [];

try {
  // The bare loop: the email a reminder is, sent MESSAGES times with the same parallelism, no database.
  const content = emailContent(
    'reminder_24h',
    {
      id: '01900000-0000-7000-8000-000000000000',
      status: 'confirmed',
      startsAt: new Date('2030-03-11T13:00:00Z'),
      endsAt: new Date('2030-03-11T13:30:00Z'),
      serviceName: 'Haircut',
      memberName: 'Ana',
      clientFirstName: 'Ada',
      clientLastName: 'Silva',
      language: 'en',
      clientChannelsOff: [],
      series: [],
      business: {
        name: 'Sharp Cuts',
        slug: 'sharp-cuts',
        address: '12 Main St, Springfield',
        phone: '+1 555 010 2000',
        email: 'hello@sharpcuts.test',
        timeZone: 'America/New_York',
        language: 'en',
        primaryColor: '#10b981',
        secondaryColor: '#1e40af',
        accentColor: '#f59e0b',
        textColor: '#111827',
      },
    },
    {},
  );
  const bareSeconds = await bareLoop(content);
  const bareRate = MESSAGES / bareSeconds;
  const baseline = smtp.count();

  // The workers poll every 100 ms; the clock starts when the due rows are committed.
  for (let i = 0; i < WORKERS; i++) {
    const child = spawn(process.execPath, [join(root, 'src/server/modules/outbox/worker-child.ts')], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: schema.url, SMTP_URL: smtp.url, BATCH_SIZE: '50', POLL_MS: '100' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    await once(child.stdout!, 'data');
  }
  const started = performance.now();
  await seedDueReminders(database.db, MESSAGES);
  let sent = 0;
  while (sent < MESSAGES) {
    await new Promise((r) => setTimeout(r, 20));
    const { rows } = await database.pool!.query<{ n: number }>(
      `select count(*)::int as n from outbox where status <> 'queued'`,
    );
    sent = rows[0]!.n;
    if (performance.now() - started > 120_000)
      throw new Error(`only ${sent} of ${MESSAGES} delivered in 120 s`);
  }
  const workerSeconds = (performance.now() - started) / 1000;
  const workerRate = MESSAGES / workerSeconds;
  const { rows: outcomes } = await database.pool!.query<{ status: string; n: number }>(
    `select status, count(*)::int as n from outbox group by status order by status`,
  );
  const counts = smtp.countsById();
  const workerIds = [...counts.keys()].filter((id) => !id.startsWith('<bare-'));
  const duplicates = workerIds.filter((id) => counts.get(id)! > 1).length;
  const received = smtp.count() - baseline;
  const lost = MESSAGES - workerIds.length;
  console.log(`outbox rows by status: ${outcomes.map((o) => `${o.status} ${o.n}`).join(', ')}`);
  console.log(
    `${MESSAGES} due reminders, ${WORKERS} worker processes: ${received} received, ${duplicates} duplicates, ${lost} lost ${
      duplicates === 0 && lost === 0 && received === MESSAGES ? 'OK' : 'FAILED'
    }`,
  );
  console.log(
    `messages/s through the outbox vs a bare nodemailer loop into the same SMTP server: ${workerRate.toFixed(0)} vs ${bareRate.toFixed(0)} → ratio ${(workerRate / bareRate).toFixed(2)} (${workerSeconds.toFixed(2)} s vs ${bareSeconds.toFixed(2)} s)`,
  );
  if (duplicates > 0 || lost > 0 || received !== MESSAGES) process.exitCode = 1;
} finally {
  await Promise.all(children.map(stopProcess));
  await smtp.close();
  await database.close();
  await schema.drop();
}

/** Seconds for MESSAGES sends by WORKERS × LANES loops over pooled connections, as the workers send. */
async function bareLoop(content: ReturnType<typeof emailContent>): Promise<number> {
  const mailers = Array.from({ length: WORKERS }, () =>
    nodemailer.createTransport({ url: smtp.url, pool: true, maxConnections: 4 }),
  );
  let next = 0;
  const started = performance.now();
  await Promise.all(
    mailers.flatMap((mailer) =>
      Array.from({ length: LANES }, async () => {
        while (next < MESSAGES) {
          const n = next++;
          await mailer.sendMail({
            from: { name: content.fromName, address: 'bookings@bookwell.test' },
            to: `client${n}@example.com`,
            subject: content.subject,
            text: content.text,
            html: content.html,
            messageId: `<bare-${n}@bookwell>`,
          });
        }
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const mailer of mailers) mailer.close();
  return seconds;
}
