// A process that only delivers the outbox, for the tests and the bench that run several workers on one
// PostgreSQL: the app's worker and email transport with settings from the environment (DATABASE_URL, SMTP_URL,
// LEASE_MS, BATCH_SIZE, POLL_MS). Prints 'ready' once it polls; stops on SIGTERM.
import { openPostgres } from '#server/db/client.ts';
import { createEmailTransport } from './email-transport.ts';
import { createOutboxWorker } from './worker.ts';

const database = await openPostgres(process.env.DATABASE_URL!, { max: 4 });
const email = createEmailTransport({ smtpUrl: process.env.SMTP_URL, from: 'bookings@bookwell.test' });
const unused = async () => ({ status: 'skipped' as const, reason: 'not used here' });
const worker = createOutboxWorker({
  db: database.db,
  transports: { email, sms: unused, push: unused },
  leaseMs: Number(process.env.LEASE_MS ?? 60_000),
  batchSize: Number(process.env.BATCH_SIZE ?? 50),
  pollMs: Number(process.env.POLL_MS ?? 100),
  log: {
    warn: (...args: unknown[]) => console.warn(...args),
    error: (...args: unknown[]) => console.error(...args),
  },
});
worker.start();
process.stdout.write('ready\n');
process.on('SIGTERM', async () => {
  await worker.stop();
  email.close();
  await database.close();
  process.exit(0);
});
