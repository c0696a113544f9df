// A small business's traffic comes in ones and twos: the customer who opens the booking page after a quiet spell
// must not wait longer than one who books in a busy minute. On PostgreSQL, the first availability read and booking
// after 12 s with no request, against the same back to back (target: at most 1.5x).
import pg from 'pg';
import { createBusiness, creationBody, ROUND_THE_CLOCK, TZ } from './booking-kit.ts';
import { freePort, freshPgSchema, START_ARGS, startProcess, stopProcess, waitForOk } from './lib.ts';

const PORT = await freePort();
const app = `http://127.0.0.1:${PORT}`;
const schema = await freshPgSchema('quiet');
const db = new pg.Client({ connectionString: schema.url });
const QUIET_MS = 12_000;
let appProcess: ReturnType<typeof startProcess> | undefined;

try {
  await db.connect();
  appProcess = startProcess(START_ARGS, { PORT, DATABASE_URL: schema.url, DEMO_SEED: 'off' });
  await waitForOk(`${app}/api/health`, 180_000);
  const business = await createBusiness(db, 'quiet', 10, ROUND_THE_CLOCK);
  let booked = 0;
  const day = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-CA', { timeZone: TZ });
  const availabilityUrl = `${app}/api/businesses/quiet/availability?serviceId=${business.serviceId}&from=${day}&days=1`;

  const timed = async (request: () => Promise<Response>) => {
    const started = performance.now();
    const response = await request();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${response.status} from the app`);
    return performance.now() - started;
  };
  /** One customer's visit: the slots, then a booking. */
  const visit = async () => {
    const slots = await timed(() => fetch(availabilityUrl));
    const body = creationBody(business, 'quiet', true, booked++);
    const made = await timed(() =>
      fetch(`${app}/api/bookings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
    );
    return { slots, booked: made };
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  for (let i = 0; i < 20; i++) await visit(); // the code and plans warm, as in a running server
  const busy: Array<{ slots: number; booked: number }> = [];
  for (let i = 0; i < 21; i++) busy.push(await visit());
  const quiet: Array<{ slots: number; booked: number }> = [];
  for (let i = 0; i < 5; i++) {
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    quiet.push(await visit());
  }
  for (const step of ['slots', 'booked'] as const) {
    const after = median(quiet.map((v) => v[step]));
    const back = median(busy.map((v) => v[step]));
    const ratio = after / back;
    const label = step === 'slots' ? 'availability read' : 'booking';
    console.log(
      `${label} after ${QUIET_MS / 1000} s quiet: median ${after.toFixed(1)} ms (runs ${quiet.map((v) => v[step].toFixed(0)).join(', ')}) vs ${back.toFixed(1)} ms back to back → ratio ${ratio.toFixed(2)} (target ≤ 1.5) ${ratio <= 1.5 ? 'OK' : 'ABOVE TARGET'}`,
    );
  }
} finally {
  if (appProcess) await stopProcess(appProcess);
  await db.end().catch(() => {});
  await schema.drop();
}
