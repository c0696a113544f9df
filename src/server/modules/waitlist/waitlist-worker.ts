// Runs the waitlist while the app runs: offers freed time as soon as this process records some (and whatever other
// processes left, at each poll), ends holds as they run out, and closes entries whose dates have passed. Every
// step is a transaction of its own claimed with SKIP LOCKED (waitlist-offers.service.ts), so any number of
// processes may run it side by side.
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { onFreedTime } from '#server/platform/freed-time.ts';
import { workerLoop } from '#server/platform/worker-loop.ts';
import {
  expireEntries,
  expireOffers,
  nextOfferExpiry,
  offerNextFreedTime,
  type WaitlistLinks,
} from './waitlist-offers.service.ts';

const ENTRY_SWEEP_MS = 60_000;

export type WaitlistWorkerOptions = {
  db: Db;
  links: WaitlistLinks;
  /** How often the worker looks for work no one woke it for (other processes' freed time). */
  pollMs?: number;
  log?: Pick<FastifyInstance['log'], 'warn'>;
};

export function createWaitlistWorker(options: WaitlistWorkerOptions) {
  const { db, links, log } = options;
  const pollMs = options.pollMs ?? 2_000;
  let entriesSweptAt = 0;

  /** One round: expired holds first (their time is offered in the same round), then every freed time. */
  async function runOnce(): Promise<void> {
    while ((await expireOffers(db)) > 0) {}
    while (await offerNextFreedTime(db, links, () => new Date())) {}
    if (Date.now() - entriesSweptAt > ENTRY_SWEEP_MS) {
      entriesSweptAt = Date.now();
      await expireEntries(db);
    }
  }

  const loop = workerLoop({
    pollMs,
    wakeDelayMs: 0,
    // The next round when the next hold runs out, if that is before the next poll.
    round: async () => {
      await runOnce();
      const expiry = await nextOfferExpiry(db);
      return expiry ? Math.min(pollMs, Math.max(0, expiry.getTime() - Date.now()) + 10) : undefined;
    },
    onError: (error) => log?.warn({ err: error }, 'waitlist round failed'),
  });

  return {
    ...loop,
    runOnce,
  };
}

/** Starts the worker when the app is ready, wakes it on this process's freed time, stops it when the app closes. */
export function scheduleWaitlistWorker(app: FastifyInstance, options: WaitlistWorkerOptions) {
  const worker = createWaitlistWorker({ log: app.log, ...options });
  let unsubscribe = () => {};
  app.addHook('onReady', async () => {
    unsubscribe = onFreedTime(options.db, worker.wake);
    worker.start();
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    await worker.stop();
  });
  return worker;
}
