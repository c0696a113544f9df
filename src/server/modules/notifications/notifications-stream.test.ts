// GET /api/notifications/stream: an owner's open stream hears about every change to the business's
// notifications (a booking, a mark-read elsewhere) at once, never another business's, and ends at shutdown.
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { seedTenant, signUpOwner } from '#server/test/factories.ts';
import { createNotification } from './notifications.service.ts';

const { app, db } = await buildTestApp({ notificationStreamLifetimeMs: 60_000 });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** An open stream: its text so far, and a wait for the next 'notifications' event. */
async function openStream(cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/notifications/stream`, {
    headers: { cookie },
    signal: controller.signal,
  });
  let text = '';
  let ended = false;
  let waiters: Array<() => void> = [];
  const reader = res.body!.getReader();
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        for (const wake of waiters) wake();
        waiters = [];
      }
    } catch {
      // aborted
    }
    ended = true;
    for (const wake of waiters) wake();
  })();
  const events = () => text.split('event: notifications\n').length - 1;
  /** Resolves with the milliseconds until the event count passes `count`; rejects after `timeoutMs`. */
  const nextEvent = (count: number, timeoutMs = 1_000) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const timer = setTimeout(
        () => reject(new Error(`no event within ${timeoutMs} ms: ${text}`)),
        timeoutMs,
      );
      const check = () => {
        if (events() > count) {
          clearTimeout(timer);
          resolve(performance.now() - started);
        } else waiters.push(check);
      };
      check();
    });
  return { res, events, nextEvent, text: () => text, ended: () => ended, close: () => controller.abort() };
}

const streams: Array<{ close: () => void }> = [];
afterAll(() => {
  for (const stream of streams) stream.close();
});

describe('GET /api/notifications/stream', () => {
  it('is an event stream for the signed-in owner only', async () => {
    expect((await fetch(`${base}/api/notifications/stream`)).status).toBe(401);
    const noBusiness = await signUpOwner(app);
    const refused = await fetch(`${base}/api/notifications/stream`, {
      headers: { cookie: noBusiness.cookie },
    });
    expect(refused.status).toBe(404);
    const a = await seedTenant(app, db, 'Streamer');
    const stream = await openStream(a.cookie);
    streams.push(stream);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.res.headers.get('cache-control')).toContain('no-store');
  });

  it('hears a new notification and a mark-read made elsewhere within a second; never another business', async () => {
    const a = await seedTenant(app, db, 'Listener');
    const b = await seedTenant(app, db, 'Other');
    const streamA = await openStream(a.cookie);
    const streamB = await openStream(b.cookie);
    streams.push(streamA, streamB);
    await new Promise((resolve) => setTimeout(resolve, 100));

    // Marked read in another request (another tab, another device).
    const marked = app.inject({
      method: 'PUT',
      url: `/api/notifications/${a.notificationId}/read`,
      headers: { cookie: a.cookie },
    });
    expect(await streamA.nextEvent(0)).toBeLessThan(1_000);
    expect((await marked).statusCode).toBe(200);

    // A new notification, as the booking write path adds one.
    await createNotification({
      db,
      businessId: a.business.id,
      type: 'booking',
      title: 'New booking',
      message: 'x',
    });
    expect(await streamA.nextEvent(1)).toBeLessThan(1_000);
    expect(streamB.events()).toBe(0);
  });

  it('opens with the reconnection delay and a comment line, and ends when the app closes', async () => {
    const a = await seedTenant(app, db, 'Closer');
    const stream = await openStream(a.cookie);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stream.text()).toMatch(/^retry: \d+\n: connected\n\n/);
    const started = performance.now();
    await app.close();
    expect(performance.now() - started).toBeLessThan(2_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stream.ended()).toBe(true);
  });
});
