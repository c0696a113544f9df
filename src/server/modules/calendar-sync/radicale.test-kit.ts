// A real CalDAV server for the tests: Radicale (Debian's `radicale` package, installed by .ci/run), started on a
// free local port with its own folder, one user, and a calendar made with MKCALENDAR.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type Radicale = {
  /** The calendar's collection address, ending in '/'. */
  url: string;
  username: string;
  password: string;
  /** A request to the server as the user; `path` relative to the calendar. */
  request: (method: string, path: string, body?: string) => Promise<Response>;
  stop: () => Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startRadicale(): Promise<Radicale> {
  const dir = mkdtempSync(join(tmpdir(), 'radicale-'));
  const port = await freePort();
  const username = 'maya';
  const password = 'app-password-1';
  writeFileSync(join(dir, 'users'), `${username}:${password}\n`);
  writeFileSync(
    join(dir, 'config'),
    `[server]\nhosts = 127.0.0.1:${port}\n[auth]\ntype = htpasswd\nhtpasswd_filename = ${join(dir, 'users')}\nhtpasswd_encryption = plain\n[storage]\nfilesystem_folder = ${join(dir, 'collections')}\n[rights]\ntype = owner_only\n[logging]\nlevel = warning\n`,
  );
  const child: ChildProcess = spawn('radicale', ['--config', join(dir, 'config')], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  const url = `${origin}/${username}/work/`;
  const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  const request = (method: string, path: string, body?: string) =>
    fetch(new URL(path, url), {
      method,
      headers: { authorization, 'content-type': 'text/calendar; charset=utf-8', depth: '1' },
      body,
    });
  const stop = async () => {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  for (let tries = 0; ; tries++) {
    try {
      // The first signed-in request makes the user's home collection.
      await fetch(`${origin}/${username}/`, { method: 'PROPFIND', headers: { authorization, depth: '0' } });
      break;
    } catch (error) {
      if (tries > 100) {
        await stop();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const made = await fetch(url, { method: 'MKCALENDAR', headers: { authorization } });
  if (made.status !== 201) {
    await stop();
    throw new Error(`Radicale did not make the calendar: ${made.status}`);
  }
  return { url, username, password, request, stop };
}
