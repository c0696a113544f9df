// Keeps weekly class patterns written CLASS_WEEKS_AHEAD weeks ahead while the app runs: a round when the app is
// ready, then every hour (a day moves the horizon on once). Patterns are claimed with SKIP LOCKED
// (extendClassSchedules), so every process may run it.
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { workerLoop } from '#server/platform/worker-loop.ts';
import { extendClassSchedules } from './class-sessions.service.ts';

const HOUR_MS = 60 * 60 * 1000;

export function scheduleClassExtension(app: FastifyInstance, db: Db) {
  const loop = workerLoop({
    pollMs: HOUR_MS,
    wakeDelayMs: 0,
    round: async () => {
      await extendClassSchedules(db, new Date());
      return undefined;
    },
    onError: (error) => app.log.warn({ err: error }, 'writing the weeks ahead of class patterns failed'),
  });
  app.addHook('onReady', async () => loop.start());
  app.addHook('onClose', () => loop.stop());
}
