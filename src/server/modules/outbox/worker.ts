// Delivers the outbox. Each round claims the due rows no one holds (FOR UPDATE SKIP LOCKED) and leases them
// (locked_until), so several processes on one PostgreSQL never take the same row; a process that dies leaves its
// rows to be claimed again when the lease ends. Each row's outcome is recorded as soon as it is known, guarded by
// its lease. A 'retry' outcome is tried again later with exponential backoff, up to MAX_ATTEMPTS, then failed.
// On PGlite the same code runs in the one process.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type Db, queryPrepared } from '#server/db/client.ts';
import { workerLoop } from '#server/platform/worker-loop.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { bookingNotLiveReason, gaveUpReason, MESSAGE_REASONS } from '#shared/schemas/messages.ts';
import { ACCOUNT_MESSAGE_KINDS, accountEmailContent, TEAM_INVITATION_KIND } from './account-messages.ts';
import {
  CLIENT_MESSAGE_KINDS,
  type ClientMessageKind,
  isOwnerMessageKind,
  reminderOccasion,
} from './booking-messages.ts';
import {
  emailContent,
  loadMessageBookings,
  loadMessageBusinesses,
  type MessageBooking,
  type MessageBusiness,
  signInCodeEmail,
  signInCodeSms,
  smsContent,
} from './content.ts';
import type { Delivery, DeliveryOutcome, OutboxChannel, OutboxMessage, Transport } from './delivery.types.ts';
import { loadRecipientLanguages, ownerPushPayload } from './owner-i18n.ts';
import { ownerEmailContent, ownerSmsContent } from './owner-messages.ts';
import { SIGN_IN_CODE_KIND, signInCodePayload } from './sign-in-messages.ts';
import { WAITLIST_MESSAGE_KINDS, waitlistEmailContent, waitlistSmsContent } from './waitlist-messages.ts';
import { onOutboxWritten } from './wake.ts';

export const MAX_ATTEMPTS = 5;
const LIVE = new Set(['pending', 'confirmed']);
const REMINDERS = new Set(['reminder_24h', 'reminder_2h']);
/** Client customization's emailNotifications / smsNotifications off: the business sends its clients no messages by
 * that channel (a sign-in code still goes: it is how a client gets in). */
export const CHANNEL_OFF_REASON = {
  email: MESSAGE_REASONS.emailOff,
  sms: MESSAGE_REASONS.smsOff,
} as const;

export type OutboxWorkerOptions = {
  db: Db;
  /** The webhook transport is the integrations module's; without it webhook rows fail with a reason. */
  transports: Record<Exclude<OutboxChannel, 'webhook'>, Transport> & { webhook?: Transport };
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
  /** How long a wake waits for more writes to join its round (a confirmation goes out this much later). */
  wakeDelayMs?: number;
  /** The public origin links in messages point to (PUBLIC_URL); DEFAULT_PUBLIC_URL when unset. */
  publicUrl?: string;
  /** Told each message's outcome as it is known (the metrics count them); 'retry' is a failure tried again. */
  onDelivery?: (channel: OutboxChannel, outcome: DeliveryOutcome) => void;
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
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new Error(`batchSize must be a positive integer`);
  // A literal, not a parameter: with the limit a parameter PostgreSQL may settle on a generic plan that scans the
  // whole outbox instead of outbox_due_idx (measured on 5.5 M rows, docs/scale-path.md).
  const batchLimit = sql.raw(String(batchSize));
  const concurrency = options.concurrency ?? 8;
  const pollMs = options.pollMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const wakeDelayMs = options.wakeDelayMs ?? 50;

  async function claim(): Promise<Claimed[]> {
    const rows = await queryPrepared<Claimed & { lockedUntil: string | Date }>(
      db,
      sql`update outbox o set attempts = o.attempts + 1, updated_at = now(),
          locked_until = date_trunc('milliseconds', now() + make_interval(secs => ${leaseMs / 1000}))
        from (select id from outbox
          where status = 'queued' and due_at <= now() and (locked_until is null or locked_until <= now())
          order by due_at limit ${batchLimit}
          for update skip locked) due
        where o.id = due.id
        returning o.id, o.business_id as "businessId", o.booking_id as "bookingId", o.user_id as "userId",
          o.kind, o.channel, o.recipient, o.payload, o.occasion, o.attempts, o.locked_until as "lockedUntil"`,
    );
    return rows.map((r) => ({ ...r, token: new Date(r.lockedUntil).toISOString() }));
  }

  type Outcome = {
    status: Exclude<DeliveryOutcome, 'retry'> | 'queued';
    reason: string | null;
    retry_ms: number | null;
  };

  /** The row's new status, reason and, for a retry, its delay. */
  function outcome(row: Claimed, delivery: Delivery): Outcome {
    if (delivery.status === 'retry') {
      if (row.attempts >= MAX_ATTEMPTS) {
        return {
          status: 'failed',
          reason: gaveUpReason(delivery.reason, MAX_ATTEMPTS),
          retry_ms: null,
        };
      }
      return { status: 'queued', reason: delivery.reason, retry_ms: retryBaseMs * 2 ** (row.attempts - 1) };
    }
    return {
      status: delivery.status,
      reason: delivery.status === 'sent' ? null : delivery.reason,
      retry_ms: null,
    };
  }

  // Outcomes are written as they come, in one statement for all that arrived while the previous one was being
  // written (group commit): no wait when the worker is quiet, one round trip for many rows under load.
  let waiting: Array<{ row: Claimed; result: Outcome; done: (error?: unknown) => void }> = [];
  let writing = false;
  function record(row: Claimed, result: Outcome): Promise<void> {
    return new Promise((resolve, reject) => {
      waiting.push({ row, result, done: (error) => (error ? reject(error) : resolve()) });
      if (!writing) void writeOutcomes();
    });
  }
  async function writeOutcomes() {
    writing = true;
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      const values = group.map(({ row, result }) => ({ id: row.id, token: row.token, ...result }));
      try {
        await db.execute(sql`update outbox o set status = v.status, reason = v.reason, locked_until = null,
            updated_at = now(), sent_at = case when v.status = 'sent' then now() end,
            due_at = case when v.retry_ms is null then o.due_at
              else now() + make_interval(secs => v.retry_ms / 1000.0) end
          from json_to_recordset(${JSON.stringify(values)}::json)
            as v(id uuid, token timestamptz, status text, reason text, retry_ms int)
          where o.id = v.id and o.status = 'queued' and o.locked_until = v.token`);
        for (const g of group) g.done();
      } catch (error) {
        for (const g of group) g.done(error);
      }
    }
    writing = false;
  }

  async function deliver(
    row: Claimed,
    booking: MessageBooking | undefined,
    business: (MessageBusiness & Pick<MessageBooking, 'clientChannelsOff'>) | undefined,
    now: Date,
    recipientLanguage: Locale | undefined,
  ): Promise<Delivery> {
    if (row.channel === 'push') {
      // An owner's or team member's push in the language they chose for their app (docs/decisions/041).
      if (!recipientLanguage || !booking) return transports.push(row);
      return transports.push({
        ...row,
        payload: ownerPushPayload(row.kind, booking, row.payload, recipientLanguage),
      });
    }
    if (row.channel === 'webhook') {
      return transports.webhook
        ? transports.webhook(row)
        : { status: 'failed', reason: 'this process does not deliver webhooks' };
    }
    if (row.kind === SIGN_IN_CODE_KIND) {
      const payload = signInCodePayload(row.payload);
      if (!business || !payload) return { status: 'failed', reason: MESSAGE_REASONS.signInCodeUnreadable };
      const content =
        row.channel === 'email' ? signInCodeEmail(business, payload) : signInCodeSms(business, payload);
      return transports[row.channel as 'email' | 'sms']({ ...row, payload: content });
    }
    if (WAITLIST_MESSAGE_KINDS.has(row.kind)) {
      const channel = row.channel as 'email' | 'sms';
      if (!business) return { status: 'skipped', reason: MESSAGE_REASONS.businessGone };
      if (business.clientChannelsOff.includes(channel)) {
        return { status: 'skipped', reason: CHANNEL_OFF_REASON[channel] };
      }
      const content =
        channel === 'email'
          ? waitlistEmailContent(row.kind, business, row.payload)
          : waitlistSmsContent(row.kind, business, row.payload);
      if (!content) return { status: 'failed', reason: MESSAGE_REASONS.waitlistUnreadable };
      return transports[channel]({ ...row, payload: content });
    }
    if (ACCOUNT_MESSAGE_KINDS.has(row.kind)) {
      // In the recipient's app language; an invitation in its business's (docs/decisions/041).
      const language = row.kind === TEAM_INVITATION_KIND ? business?.language : recipientLanguage;
      const content = accountEmailContent(row.kind, row.payload, language);
      if (!content) return { status: 'failed', reason: MESSAGE_REASONS.accountUnreadable };
      return transports.email({ ...row, payload: content });
    }
    if (isOwnerMessageKind(row.kind)) {
      if (!booking) return { status: 'skipped', reason: MESSAGE_REASONS.bookingGone };
      const language = recipientLanguage ?? 'en';
      const content =
        row.channel === 'email'
          ? ownerEmailContent(row.kind, booking, row.payload, language, options.publicUrl)
          : ownerSmsContent(row.kind, booking, row.payload, language, options.publicUrl);
      return transports[row.channel as 'email' | 'sms']({ ...row, payload: content });
    }
    const kind = row.kind as ClientMessageKind;
    if (!CLIENT_MESSAGE_KINDS.includes(kind)) return { status: 'failed', reason: `unknown kind ${row.kind}` };
    if (!booking) return { status: 'skipped', reason: MESSAGE_REASONS.bookingGone };
    const channel = row.channel as 'email' | 'sms';
    if (booking.clientChannelsOff.includes(channel)) {
      return { status: 'skipped', reason: CHANNEL_OFF_REASON[channel] };
    }
    if (REMINDERS.has(kind) || kind === 'booking_confirmation' || kind === 'booking_rescheduled') {
      if (!LIVE.has(booking.status))
        return { status: 'skipped', reason: bookingNotLiveReason(booking.status) };
    }
    if (REMINDERS.has(kind)) {
      // Late (the app was down at its time) is still useful while the appointment is ahead; after, it is not.
      if (booking.startsAt <= now) return { status: 'skipped', reason: MESSAGE_REASONS.started };
      if (row.occasion !== reminderOccasion(booking.startsAt)) {
        return { status: 'skipped', reason: MESSAGE_REASONS.rescheduled };
      }
    }
    const payload = (row.payload ?? {}) as Record<string, unknown>;
    const content =
      row.channel === 'email'
        ? emailContent(kind, booking, payload, now, options.publicUrl)
        : smsContent(kind, booking, payload, options.publicUrl);
    return transports[channel]({ ...row, payload: content });
  }

  async function runOnce(): Promise<number> {
    const claimed = await claim();
    if (claimed.length === 0) return 0;
    const languages = await loadRecipientLanguages(db, claimed);
    const bookingIds = [
      ...new Set(
        claimed
          .filter(
            (r) =>
              (r.channel === 'email' || r.channel === 'sms' || (r.userId && languages.has(r.userId))) &&
              r.bookingId,
          )
          .map((r) => r.bookingId!),
      ),
    ];
    const businessIds = [
      ...new Set(
        claimed
          .filter(
            (r) =>
              r.kind === SIGN_IN_CODE_KIND ||
              r.kind === TEAM_INVITATION_KIND ||
              WAITLIST_MESSAGE_KINDS.has(r.kind),
          )
          .map((r) => r.businessId),
      ),
    ];
    const [bookings, businesses] = await Promise.all([
      loadMessageBookings(db, bookingIds),
      loadMessageBusinesses(db, businessIds),
    ]);
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
          businesses.get(row.businessId),
          now,
          row.userId ? languages.get(row.userId) : undefined,
        ).catch(
          (error: unknown): Delivery => ({
            status: 'retry',
            reason: (error as Error).message ?? String(error),
          }),
        );
        const result = outcome(row, delivery);
        options.onDelivery?.(
          row.channel as OutboxChannel,
          result.status === 'queued' ? 'retry' : result.status,
        );
        await record(row, result).catch((error: unknown) =>
          // The lease runs out and the row is claimed again: sent at least once, never lost.
          log?.error({ err: error, outboxId: row.id }, 'recording an outbox outcome failed'),
        );
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, claimed.length) }, lane));
    return claimed.length;
  }

  const loop = workerLoop({
    pollMs,
    wakeDelayMs,
    round: async (stopped) => {
      while (!stopped() && (await runOnce()) >= batchSize) {}
      return undefined;
    },
    // A database that is briefly unreachable must not stop delivery; the next poll tries again.
    onError: (error) => log?.warn({ err: error }, 'outbox delivery round failed'),
  });

  return {
    ...loop,
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
