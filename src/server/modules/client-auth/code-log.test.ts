// A client's sign-in code is never written to the server log, in any mode (issue 25: a plain `npm start` runs in
// development mode). Without an email or SMS provider the owner's Settings → Messages shows it instead.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { clients } from '#server/db/schema/bookings.ts';
import { outbox } from '#server/db/schema/engagement.ts';
import { SIGN_IN_CODE_KIND } from '#server/modules/outbox/sign-in-messages.ts';
import { openTestDatabase, testEnv } from '#server/test/build-test-app.ts';
import { createBusinessFixture, signUp } from '#server/test/factories.ts';
import { normalizePhone } from '#shared/domain/phone.ts';

async function appIn(nodeEnv: 'development' | 'test') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const database = await openTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'bookwell-data-'));
  const app = await buildApp({
    database,
    env: testEnv({ NODE_ENV: nodeEnv, OUTBOX_WORKER: 'off' }),
    dataDir,
    logger: { level: 'info', stream },
  });
  await app.ready();
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const owner = await signUp(app);
  const { business } = await createBusinessFixture(database.db, { userId: owner.user.id });
  await database.db.insert(clients).values({
    businessId: business.id,
    firstName: 'Dev',
    phone: '+1 202 555 0142',
    phoneNormalized: normalizePhone('+1 202 555 0142')!,
    email: 'dev-client@example.com',
  });
  /** Asks for a code and waits for the app to finish sending it (closing waits for sends in flight). */
  async function askAndClose() {
    const res = await app.inject({
      method: 'POST',
      url: '/api/client-auth/start',
      payload: { businessSlug: business.slug, email: 'dev-client@example.com' },
    });
    expect(res.statusCode).toBe(202);
    await app.close();
    const sent = await database.db
      .select({ recipient: outbox.recipient })
      .from(outbox)
      .where(eq(outbox.kind, SIGN_IN_CODE_KIND));
    expect(sent).toEqual([{ recipient: 'dev-client@example.com' }]);
    return lines.map((line) => JSON.parse(line) as { event?: string; code?: string; msg: string });
  }
  return { askAndClose };
}

describe('the sign-in code in the server log', () => {
  it.each(['development', 'test'] as const)('is never printed in %s mode', async (mode) => {
    const lines = await (await appIn(mode)).askAndClose();
    expect(lines.some((line) => line.event === 'client-sign-in.code' || /\b\d{6}\b/.test(line.msg))).toBe(
      false,
    );
  });
});
