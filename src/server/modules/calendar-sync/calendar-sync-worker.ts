// Reads due calendars in the background while the app runs: every process takes part, each calendar is claimed
// by one at a time (calendar-sync.service.ts), so a restart or a second process reads nothing twice.
import type { FastifyInstance } from 'fastify';
import type { Env } from '#server/env.ts';
import type { FetchRules } from './calendar-fetch.ts';
import { type CalendarSyncOptions, syncDueCalendars } from './calendar-sync.service.ts';

/** How often due calendars are looked for. */
const POLL_MS = 30_000;
/** Calendars read at the same time by one process. */
const BATCH = 4;

export function calendarFetchRules(env: Env): FetchRules {
  return { allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_TARGETS, timeoutMs: env.CALENDAR_FETCH_TIMEOUT_MS };
}

/** Starts the rounds when the app is ready and stops them (the round in flight finished) when it closes. */
export function scheduleCalendarSync(app: FastifyInstance, options: CalendarSyncOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;
  const round = async () => {
    try {
      // A full batch means more may be due: go on at once.
      while (!stopped && (await syncDueCalendars({ ...options, limit: BATCH })) === BATCH) {}
    } catch (error) {
      // A database that is briefly unreachable must not stop the reads; the next round tries again.
      app.log.warn({ err: error }, 'calendar sync round failed');
    }
  };
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round().finally(next);
    }, POLL_MS).unref();
  };
  app.addHook('onReady', async () => {
    running = round().finally(next);
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
