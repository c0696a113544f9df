// Expired sessions, day-old sign-in attempts and old pending two-factor sign-ins are deleted, at start and by the
// periodic clean-up; live ones stay.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import {
  emailChangeRequests,
  loginAttempts,
  sessions,
  twoFactorChallenges,
} from '#server/db/schema/accounts.ts';
import { rateLimits } from '#server/db/schema/rate-limits.ts';
import { buildTestApp, testEnv } from '#server/test/build-test-app.ts';
import { signUpOwner } from '#server/test/factories.ts';
import { purgeExpiredAuthRows } from './cleanup.ts';

const { app, db, database, dataDir } = await buildTestApp();

async function insertRows(userId: string, email: string) {
  const sid = () => randomBytes(32).toString('hex');
  await db.insert(sessions).values([
    { sid: sid(), userId, expire: sql`now() - interval '1 minute'` },
    { sid: sid(), userId, expire: sql`now() - interval '40 days'` },
  ]);
  await db.insert(loginAttempts).values([
    { email, ipAddress: '198.51.100.30', succeeded: false, createdAt: sql`now() - interval '25 hours'` },
    { email, ipAddress: '198.51.100.30', succeeded: true, createdAt: sql`now() - interval '3 days'` },
    { email, ipAddress: '198.51.100.30', succeeded: false, createdAt: sql`now() - interval '2 hours'` },
  ]);
}

async function remaining(userId: string, email: string) {
  const live = await db.select({ expire: sessions.expire }).from(sessions).where(eq(sessions.userId, userId));
  const attempts = await db
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(eq(loginAttempts.email, email));
  return { sessions: live.length, attempts: attempts.length };
}

describe('expired session and sign-in attempt clean-up', () => {
  it('deletes expired sessions and attempts older than a day, keeping the live session and recent attempts', async () => {
    const { user, email, cookie } = await signUpOwner(app);
    await insertRows(user.id, email);
    expect(await remaining(user.id, email)).toEqual({ sessions: 3, attempts: 3 });
    await purgeExpiredAuthRows(db);
    expect(await remaining(user.id, email)).toEqual({ sessions: 1, attempts: 1 });
    expect((await app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
  });

  it('deletes request-limit windows that have closed, keeping the open ones', async () => {
    await db.insert(rateLimits).values([
      { key: 'POST/api/auth/login-198.51.100.31', hits: 30, resetsAt: sql`now() - interval '1 second'` },
      { key: 'POST/api/auth/login-198.51.100.32', hits: 2, resetsAt: sql`now() + interval '1 minute'` },
    ]);
    await purgeExpiredAuthRows(db);
    const left = await db.select({ key: rateLimits.key }).from(rateLimits);
    expect(left.map((r) => r.key)).toContain('POST/api/auth/login-198.51.100.32');
    expect(left.map((r) => r.key)).not.toContain('POST/api/auth/login-198.51.100.31');
  });

  it('deletes an email change a day after it expired, keeping a recently expired one', async () => {
    const old = await signUpOwner(app);
    const recent = await signUpOwner(app);
    const pending = (userId: string, expiresAt: ReturnType<typeof sql>) => ({
      userId,
      newEmail: 'new@example.com',
      codeHash: 'x',
      expiresAt,
    });
    await db
      .insert(emailChangeRequests)
      .values([
        pending(old.user.id, sql`now() - interval '25 hours'`),
        pending(recent.user.id, sql`now() - interval '1 hour'`),
      ]);
    await purgeExpiredAuthRows(db);
    const left = await db.select({ userId: emailChangeRequests.userId }).from(emailChangeRequests);
    expect(left.map((r) => r.userId)).toContain(recent.user.id);
    expect(left.map((r) => r.userId)).not.toContain(old.user.id);
  });

  it("keeps an expired two-factor sign-in while its tries count for the account's limit, then deletes it", async () => {
    const { user } = await signUpOwner(app);
    const begun = (minutesAgo: number) => ({
      id: randomBytes(32).toString('hex'),
      userId: user.id,
      attempts: 5,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
      expiresAt: new Date(Date.now() - (minutesAgo - 5) * 60_000),
    });
    const [recent, old] = [begun(10), begun(16)];
    await db.insert(twoFactorChallenges).values([recent, old]);
    await purgeExpiredAuthRows(db);
    const left = await db
      .select({ id: twoFactorChallenges.id })
      .from(twoFactorChallenges)
      .where(eq(twoFactorChallenges.userId, user.id));
    expect(left).toEqual([{ id: recent.id }]);
  });

  it('runs once when an app starts', async () => {
    const { user, email } = await signUpOwner(app);
    await insertRows(user.id, email);
    const second = await buildApp({ database, env: testEnv(), dataDir });
    try {
      await second.ready();
      expect(await remaining(user.id, email)).toEqual({ sessions: 1, attempts: 1 });
    } finally {
      await second.close();
    }
  });
});
