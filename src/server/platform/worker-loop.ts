// The timing of a background worker (the outbox's, the waitlist's): a round now when woken, else every poll, one
// round at a time (a wake during a round runs another right after it), and a stop that waits for the round in flight.
// What a round does is the worker's own.

export type WorkerLoop = {
  start: () => void;
  /** Stops the timer and waits for the round in flight. */
  stop: () => Promise<void>;
  /** A round soon (after `wakeDelayMs`), or right after the one running. */
  wake: () => void;
};

export function workerLoop(options: {
  /** One round; resolves to when the next should run (ms), or undefined for the poll interval. `stopped` says
   * whether the worker was stopped meanwhile. */
  round: (stopped: () => boolean) => Promise<number | undefined>;
  pollMs: number;
  wakeDelayMs: number;
  /** A round that failed (a database briefly unreachable): the next poll tries again. */
  onError: (error: unknown) => void;
}): WorkerLoop {
  let stopped = true;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Number.POSITIVE_INFINITY;

  async function loop() {
    let next = options.pollMs;
    try {
      next = (await options.round(() => stopped)) ?? options.pollMs;
    } catch (error) {
      options.onError(error);
    } finally {
      running = null;
      const woken = again;
      again = false;
      runIn(woken ? options.wakeDelayMs : next);
    }
  }

  /** A round in `ms` (or sooner if one is already set); while a round runs, another follows it. */
  function runIn(ms: number) {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (timerAt <= Date.now() + ms) return;
    clearTimeout(timer);
    timerAt = Date.now() + ms;
    timer = setTimeout(() => {
      timerAt = Number.POSITIVE_INFINITY;
      running = loop();
    }, ms).unref();
  }

  return {
    start() {
      stopped = false;
      runIn(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timerAt = Number.POSITIVE_INFINITY;
      await running;
    },
    wake: () => runIn(options.wakeDelayMs),
  };
}
