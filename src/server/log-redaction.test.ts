import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loggerOptions } from '#server/log-redaction.ts';
import { openTestDatabase, testEnv } from '#server/test/build-test-app.ts';
import { signUpWithBusiness } from '#server/test/factories.ts';

const lines: string[] = [];
const database = await openTestDatabase();
const dataDir = mkdtempSync(join(tmpdir(), 'bookwell-log-'));
const app = await buildApp({
  database,
  env: testEnv(),
  dataDir,
  logger: { ...loggerOptions('info'), stream: { write: (line: string) => lines.push(line) } },
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const CLIENT = {
  firstName: 'Zelda',
  lastName: 'Quixotic',
  phone: '+1 202 555 0187',
  email: 'zelda.q@example.com',
};
const PERSONAL = ['Zelda', 'Quixotic', '202 555 0187', '2025550187', 'zelda.q@example.com'];

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await signUpWithBusiness(app));
  // Every new client now fails inside the database, as a broken migration or a full disk would make it.
  await database.db.execute(sql`
    create function refuse_clients() returns trigger language plpgsql as $$
    begin raise exception 'clients are read-only today'; end $$`);
  await database.db.execute(
    sql`create trigger refuse_clients before insert on clients for each row execute function refuse_clients()`,
  );
});

describe('the error log', () => {
  it("records a failing query without the client's name, phone or email", async () => {
    lines.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: { cookie },
      payload: CLIENT,
    });
    expect(res.statusCode).toBe(500);
    const errorLine = lines.find((line) => line.includes('"level":50'));
    expect(errorLine).toBeDefined();
    expect(errorLine).toContain('clients are read-only today');
    expect(errorLine).toContain('insert into');
    expect(PERSONAL.filter((value) => lines.join('\n').includes(value))).toEqual([]);
  });

  it('records the route of a search without the search terms', async () => {
    lines.length = 0;
    await app.inject({ url: '/api/clients?search=Zelda', headers: { cookie } });
    const logged = lines.join('\n');
    expect(logged).toContain('/api/clients?[redacted]');
    expect(logged).not.toContain('Zelda');
  });
});
