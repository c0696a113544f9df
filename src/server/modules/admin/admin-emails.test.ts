// ADMIN_EMAILS makes an account a platform admin only once its address is verified: by Google, or by the code sent
// to it. Accounts are made on an app without the list, then a second app on the same database lists them, so what
// grants the role there is the start-up grant or the confirmed code, never the sign-up.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { users } from '#server/db/schema/accounts.ts';
import { outbox } from '#server/db/schema/engagement.ts';
import { EMAIL_CHANGE_CODE_KIND } from '#server/modules/outbox/account-messages.ts';
import { buildTestApp, testEnv } from '#server/test/build-test-app.ts';
import { createBusinessFixture, signUp, uniqueEmail } from '#server/test/factories.ts';
import { EMAIL_VERIFIED_MESSAGE } from '#shared/schemas/account.ts';

const { app, db, database, dataDir } = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });

/** An app on the same database with ADMIN_EMAILS listing `emails`; closed after `use`. */
async function withAdminEmails(emails: string[], use: (listing: typeof app) => Promise<void>) {
  const listing = await buildApp({
    database,
    env: testEnv({ ADMIN_EMAILS: emails.join(','), OUTBOX_WORKER: 'off' }),
    dataDir,
  });
  try {
    await listing.ready();
    await use(listing);
  } finally {
    await listing.close();
  }
}

const isAdmin = async (userId: string) =>
  (await db.select({ admin: users.isPlatformAdmin }).from(users).where(eq(users.id, userId)))[0]!.admin;

describe('ADMIN_EMAILS', () => {
  it('grants the role at start to a listed account with a verified address, not to one who only signed up', async () => {
    const signedUp = await signUp(app, { email: uniqueEmail('listed') });
    const verified = await signUp(app, { email: uniqueEmail('listed') });
    // As a Google sign-in or a confirmed code leaves it.
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, verified.user.id));
    await withAdminEmails([signedUp.email.toUpperCase(), verified.email], async () => {
      expect(await isAdmin(signedUp.user.id)).toBe(false);
      expect(await isAdmin(verified.user.id)).toBe(true);
    });
  });

  it('grants the role when the owner confirms the code sent to the listed address', async () => {
    const owner = await signUp(app, { email: uniqueEmail('listed') });
    await createBusinessFixture(db, { userId: owner.user.id });
    await withAdminEmails([owner.email], async (listing) => {
      const post = (url: string, payload: object) =>
        listing.inject({ method: 'POST', url, payload, headers: { cookie: owner.cookie } });
      const asked = await post('/api/auth/email-change', {
        newEmail: owner.email,
        currentPassword: owner.password,
      });
      expect(asked.statusCode, asked.body).toBe(200);
      expect(await isAdmin(owner.user.id)).toBe(false);
      const [sent] = await db
        .select({ recipient: outbox.recipient, payload: outbox.payload })
        .from(outbox)
        .where(and(eq(outbox.userId, owner.user.id), eq(outbox.kind, EMAIL_CHANGE_CODE_KIND)));
      expect(sent!.recipient).toBe(owner.email);
      const { code } = sent!.payload as { code: string };

      const confirmed = await post('/api/auth/email-change/confirm', { code });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toMatchObject({
        message: EMAIL_VERIFIED_MESSAGE,
        user: { email: owner.email, emailVerified: true, isPlatformAdmin: true },
      });
      const overview = await listing.inject({
        url: '/api/admin/overview',
        headers: { cookie: owner.cookie },
      });
      expect(overview.statusCode).toBe(200);
    });
  });
});
