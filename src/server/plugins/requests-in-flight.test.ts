// app.close() waits for every request being answered, also one whose client hung up (issue 25): the server's own
// close waits for open connections only, and the database, closed after the app, ended under such requests.
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trackRequestsInFlight } from './requests-in-flight.ts';

/** An app with the count, whose one route answers when the test says so. */
async function appWithSlowRoute() {
  const app = Fastify();
  app.addHook('onClose', trackRequestsInFlight(app));
  let started!: () => void;
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let answered = false;
  app.post('/work', async () => {
    started();
    await finished;
    answered = true;
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}/work`, running, finish, isAnswered: () => answered };
}

describe('closing the app', () => {
  it('waits for a request whose client hung up while it was being answered', async () => {
    const { app, url, running, finish, isAnswered } = await appWithSlowRoute();
    const hangUp = new AbortController();
    const sent = fetch(url, { method: 'POST', signal: hangUp.signal }).catch(() => 'hung up');
    await running;
    hangUp.abort();
    expect(await sent).toBe('hung up');
    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(false);
    finish();
    await closing;
    expect(isAnswered()).toBe(true);
  });

  it('ends the connection of each answer sent while closing, so that it does not wait for idle ones', async () => {
    const { app, url, running, finish } = await appWithSlowRoute();
    const sent = fetch(url, { method: 'POST' });
    await running;
    const closing = app.close();
    // Once the server has stopped listening, the answer is sent; the client would keep its connection open.
    while (app.server.listening) await new Promise((resolve) => setTimeout(resolve, 5));
    finish();
    const res = await sent;
    expect(res.status).toBe(200);
    expect(res.headers.get('connection')).toBe('close');
    // Without it, the close would wait for the idle connection's keep-alive timeout (72 s by default).
    await closing;
  });
});
