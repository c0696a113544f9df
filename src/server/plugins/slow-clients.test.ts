// Clients that send headers and then trickle or withhold the body (slowloris) must not take the API offline.
import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { PGLITE_LOAD_LIMITS } from '#server/app.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';

const { app } = await buildTestApp();
const port = await listenOnFreePort(app);
const sockets: Socket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.destroy();
});

async function listenOnFreePort(server: typeof app) {
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Opens a connection that sends a request's headers and one byte of its 100-byte body, then nothing. */
function stalledRequest(target: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(target, '127.0.0.1', () => {
      socket.write(
        'POST /api/services HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100\r\n\r\n{',
        () => resolve(socket),
      );
    });
    socket.on('error', reject);
    sockets.push(socket);
  });
}

describe('slow clients', () => {
  it('leave the API answering while more of them than the load limit hold their bodies back', async () => {
    await Promise.all(
      Array.from({ length: PGLITE_LOAD_LIMITS.concurrency + PGLITE_LOAD_LIMITS.queue + 20 }, () =>
        stalledRequest(port),
      ),
    );
    // Let the server see every stalled request's headers before the real one arrives.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/user`);
    expect(res.status).toBe(401);
    const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
    });
    expect(signIn.status).toBe(401);
  });

  it('are disconnected once the connection has been silent for the connection timeout', async () => {
    const { app: strict } = await buildTestApp({ serverTimeouts: { connectionTimeout: 300 } });
    const strictPort = await listenOnFreePort(strict);
    const socket = await stalledRequest(strictPort);
    const closed = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 5_000);
      socket.once('close', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    expect(closed).toBe(true);
  });
});
