// Delivers the outbox. Each round claims the due rows no one holds (FOR UPDATE SKIP LOCKED) and leases them
// (locked_until), so several processes on one PostgreSQL never take the same row; a process that dies leaves its
// rows to be claimed again when the lease ends. Each row's outcome is recorded as soon as it is known, guarded by
// its lease. A 'retry' outcome is tried again later with exponential backoff, up to MAX_ATTEMPTS, then failed.
// On PGlite the same code runs in the one process.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type Db, queryPrepared } from '#server/db/client.ts';
import { CLIENT_MESSAGE_KINDS, type ClientMessageKind, reminderOccasion } from './booking-messages.ts';
import { emailContent, loadMessageBookings, type MessageBooking, smsContent } from './content.ts';
import type { Delivery, OutboxChannel, OutboxMessage, Transport } from './delivery.ts';
import { onOutboxWritten } from './wake.ts';

export const MAX_ATTEMPTS = 5;
const LIVE = new Set(['pending', 'confirmed']);
const REMINDERS = new Set(['reminder_24h', 'reminder_2h']);

export type OutboxWorkerOptions = {
  db: Db;
  transports: Record<OutboxChannel, Transport>;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Rows claimed per round. */
  batchSize?: number;
  /** Messages sent at the same time within a round. */
  concurrency?: number;
  /** How often due rows are looked for when nothing wakes the worker. */
  pollMs?: number;
  /** How long a claimed row is this worker's; longer than a round of sends can take. */
  leaseMs?: number;
  /** The first retry's delay; each next one doubles. */
  retryBaseMs?: number;
};

type Claimed = OutboxMessage & { occasion: string; token: string };

export type OutboxWorker = {
  start: () => void;
  /** Stops polling and waits for the round in flight. */
  stop: () => Promise<void>;
  /** Looks for due rows now. */
  wake: () => void;
  /** One round: claims, sends and records; the number of rows it claimed. */
  runOnce: () => Promise<number>;
};

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transports, log } = options;
  const batchSize = options.batchSize ?? 50;
  const concurrency = options.concurrency ?? 8;
  const pollMs = options.pollMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;

  async function claim(): Promise<Claimed[]> {
    const rows = await queryPrepared<Claimed & { lockedUntil: string | Date }>(
      db,
      sql`update outbox o set attempts = o.attempts + 1, updated_at = now(),
          locked_until = date_trunc('milliseconds', now() + make_interval(secs => ${leaseMs / 1000}))
        from (select id from outbox
          where status = 'queued' and due_at <= now() and (locked_until is null or locked_until <= now())
          order by due_at limit ${batchSize}
          for update skip locked) due
        where o.id = due.id
        returning o.id, o.business_id as "businessId", o.booking_id as "bookingId", o.user_id as "userId",
          o.kind, o.channel, o.recipient, o.payload, o.occasion, o.attempts, o.locked_until as "lockedUntil"`,
    );
    return rows.map((r) => ({ ...r, token: new Date(r.lockedUntil).toISOString() }));
  }

  async function record(row: Claimed, delivery: Delivery) {
    let status: string;
    let reason: string | null = null;
    let retryInMs: number | null = null;
    if (delivery.status === 'retry') {
      if (row.attempts >= MAX_ATTEMPTS) {
        status = 'failed';
        reason = `${delivery.reason} (gave up after ${MAX_ATTEMPTS} attempts)`;
      } else {
        status = 'queued';
        reason = delivery.reason;
        retryInMs = retryBaseMs * 2 ** (row.attempts - 1);
      }
    } else {
      status = delivery.status;
      reason = delivery.status === 'sent' ? null : delivery.reason;
    }
    await db.execute(sql`update outbox set status = ${status}, reason = ${reason}, locked_until = null,
        updated_at = now(),
        sent_at = case when ${status} = 'sent' then now() end,
        due_at = case when ${retryInMs}::int is null then due_at
          else now() + make_interval(secs => ${retryInMs}::int / 1000.0) end
      where id = ${row.id} and status = 'queued' and locked_until = ${row.token}::timestamptz`);
  }

  async function deliver(row: Claimed, booking: MessageBooking | undefined, now: Date): Promise<Delivery> {
    if (row.channel === 'push') return transports.push(row);
    const kind = row.kind as ClientMessageKind;
    if (!CLIENT_MESSAGE_KINDS.includes(kind)) return { status: 'failed', reason: `unknown kind ${row.kind}` };
    if (!booking) return { status: 'skipped', reason: 'the booking no longer exists' };
    if (REMINDERS.has(kind) || kind === 'booking_confirmation' || kind === 'booking_rescheduled') {
      if (!LIVE.has(booking.status)) return { status: 'skipped', reason: `the booking is ${booking.status}` };
    }
    if (REMINDERS.has(kind)) {
      // Late (the app was down at its time) is still useful while the appointment is ahead; after, it is not.
      if (booking.startsAt <= now)
        return { status: 'skipped', reason: 'the appointment had already started' };
      if (row.occasion !== reminderOccasion(booking.startsAt)) {
        return { status: 'skipped', reason: 'rescheduled' };
      }
    }
    const payload = (row.payload ?? {}) as Record<string, unknown>;
    const content =
      row.channel === 'email'
        ? emailContent(kind, booking, payload, now)
        : smsContent(kind, booking, payload);
    return transports[row.channel as 'email' | 'sms']({ ...row, payload: content });
  }

  async function runOnce(): Promise<number> {
    const claimed = await claim();
    if (claimed.length === 0) return 0;
    const bookingIds = [
      ...new Set(claimed.filter((r) => r.channel !== 'push' && r.bookingId).map((r) => r.bookingId!)),
    ];
    const bookings = await loadMessageBookings(db, bookingIds);
    const now = new Date();
    // A send starts only in the first half of the lease, so it ends (its timeouts are far shorter) before anyone
    // else may claim the row; the rest of a slow round is left for the next claim.
    const startBy = Date.now() + leaseMs / 2;
    let next = 0;
    const lane = async () => {
      while (next < claimed.length && Date.now() < startBy) {
        const row = claimed[next++]!;
        const delivery = await deliver(
          row,
          row.bookingId ? bookings.get(row.bookingId) : undefined,
          now,
        ).catch(
          (error: unknown): Delivery => ({
            status: 'retry',
            reason: (error as Error).message ?? String(error),
          }),
        );
        await record(row, delivery).catch((error: unknown) =>
          // The lease runs out and the row is claimed again: sent at least once, never lost.
          log?.error({ err: error, outboxId: row.id }, 'recording an outbox outcome failed'),
        );
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, claimed.length) }, lane));
    return claimed.length;
  }

  let stopped = true;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function loop() {
    try {
      do {
        again = false;
        while (!stopped && (await runOnce()) >= batchSize) {}
      } while (again && !stopped);
    } catch (error) {
      // A database that is briefly unreachable must not stop delivery; the next poll tries again.
      log?.warn({ err: error }, 'outbox delivery round failed');
    } finally {
      running = null;
      if (!stopped) timer = setTimeout(wake, pollMs).unref();
    }
  }

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = loop();
  }

  return {
    start() {
      stopped = false;
      wake();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    wake,
    runOnce,
  };
}

/** Runs the worker while the app runs: started when it is ready, woken by this process's writes, stopped (the
 * round in flight finished) when it closes. */
export function scheduleOutboxWorker(
  app: FastifyInstance,
  options: OutboxWorkerOptions & { close?: () => void },
) {
  const worker = createOutboxWorker({ log: app.log, ...options });
  let unsubscribe = () => {};
  app.addHook('onReady', async () => {
    unsubscribe = onOutboxWritten(options.db, worker.wake);
    worker.start();
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    await worker.stop();
    options.close?.();
  });
  return worker;
}
