// An owner's or team member's account emails in the language of their app (issue 28, docs/decisions/041): the
// recipient's users.language, else English as today; a team invitation, to someone who may have no account yet, in
// the inviting business's language. Read as the app sends them: the worker, the SMTP transport, a real SMTP server.
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/accounts.ts';
import { businesses } from '#server/db/schema/businesses.ts';
import { inviteViaApi } from '#server/modules/team-access/team-access.test-kit.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { createBusinessFixture, signUp, signUpWithBusiness, uniqueEmail } from '#server/test/factories.ts';
import { LOCALES, localeDirection } from '#shared/i18n/locales.ts';
import { ACCOUNT_MESSAGE_KINDS, accountEmailContent } from './account-messages.ts';
import { smtpWorker } from './outbox-test-kit.ts';

const { app, db } = await buildTestApp({
  env: { OUTBOX_WORKER: 'off', AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
});
const { smtp, worker, close } = await smtpWorker(db);
afterAll(close);

/** Delivers what is due; the one mail that reached `address`. */
async function deliveredTo(address: string): Promise<ParsedMail> {
  while ((await worker.runOnce()) > 0) {}
  const mails = smtp.received.filter((mail) => JSON.stringify(mail.to).includes(address));
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

function post(url: string, cookie: string, payload: object) {
  return app.inject({ method: 'POST', url, payload, headers: { cookie } });
}

async function ownerIn(language: 'de' | null) {
  const owner = await signUp(app);
  await createBusinessFixture(db, { userId: owner.user.id });
  await db.update(users).set({ language }).where(eq(users.id, owner.user.id));
  return owner;
}

describe('an owner’s email change', () => {
  it('sends a German owner the code and the notice to the old address in German', async () => {
    const owner = await ownerIn('de');
    const newEmail = uniqueEmail('neu');
    const asked = await post('/api/auth/email-change', owner.cookie, {
      newEmail,
      currentPassword: owner.password,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const codeMail = await deliveredTo(newEmail);
    const code = /^(\d{6}) ist Ihr Bestätigungscode für Bookwell$/.exec(codeMail.subject ?? '')?.[1];
    expect(code, codeMail.subject).toBeDefined();
    expect(codeMail.text).toContain(`Geben Sie diesen Code in Bookwell ein`);
    expect(codeMail.text).toContain('Der Code gilt 15 Minuten.');
    expect(codeMail.html).toContain('<html lang="de" dir="ltr">');

    const confirmed = await post('/api/auth/email-change/confirm', owner.cookie, { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const notice = await deliveredTo(owner.email);
    expect(notice.subject).toBe('Ihre E-Mail-Adresse bei Bookwell wurde geändert');
    expect(notice.text).toContain(`Die E-Mail-Adresse Ihres Bookwell-Kontos wurde in ${newEmail} geändert.`);
  });

  it('stays English for an owner who chose no language', async () => {
    const owner = await ownerIn(null);
    const newEmail = uniqueEmail('new');
    await post('/api/auth/email-change', owner.cookie, { newEmail, currentPassword: owner.password });
    const codeMail = await deliveredTo(newEmail);
    expect(codeMail.subject).toMatch(/^\d{6} is your Bookwell confirmation code$/);
    expect(codeMail.text).toContain('It works for 15 minutes.');
    expect(codeMail.html).toContain('<html lang="en" dir="ltr">');
  });
});

describe('a team invitation', () => {
  async function invite(language: 'de' | 'en') {
    const owner = await signUpWithBusiness(app, { name: 'Salon Sonne' });
    await db.update(businesses).set({ language }).where(eq(businesses.id, owner.business.id));
    const created = await post('/api/team-members', owner.cookie, { name: 'Iris Ilg', role: 'staff' });
    expect(created.statusCode, created.body).toBe(201);
    const address = uniqueEmail('iris');
    await inviteViaApi(app, owner.cookie, created.json().id, address);
    return deliveredTo(address);
  }

  it('is written in the inviting business’s language, German here', async () => {
    const mail = await invite('de');
    expect(mail.subject).toBe('Test Owner hat Sie zu Salon Sonne auf Bookwell eingeladen');
    expect(mail.text).toContain(
      'Test Owner hat Sie eingeladen, sich bei Salon Sonne auf Bookwell als Iris Ilg (Mitarbeiter) anzumelden',
    );
    expect(mail.text).toMatch(/Öffnen Sie diesen Link, um die Einladung anzunehmen: http\S+\/invite\/\S+/);
    expect(mail.text).toContain('Die Einladung gilt 7 Tage lang');
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
  });

  it('stays English for an English business', async () => {
    const mail = await invite('en');
    expect(mail.subject).toBe('Test Owner invited you to Salon Sonne on Bookwell');
    expect(mail.text).toContain('The invitation works for 7 days');
  });
});

describe('accountEmailContent', () => {
  const payloads: Record<string, object> = {
    email_change_code: { code: '123456', minutes: 15 },
    email_changed: { newEmail: 'new@example.com' },
    two_factor_enabled: {},
    two_factor_disabled: {},
    team_invitation: {
      businessName: 'Salon',
      memberName: 'Rex',
      invitedBy: 'Ann',
      role: 'manager',
      link: 'https://bookwell.test/invite/token',
      code: 'ABCD-EFGH',
      days: 7,
    },
    support_request: { from: 'a@example.com', topic: 'billing', subject: 'Help', message: 'Hello' },
  };

  it.each(LOCALES)('writes every account email in %s, with its lang and direction', (language) => {
    for (const kind of ACCOUNT_MESSAGE_KINDS) {
      const content = accountEmailContent(kind, payloads[kind], language);
      expect(content?.subject, kind).toBeTruthy();
      expect(content!.html).toContain(`<html lang="${language}" dir="${localeDirection(language)}">`);
    }
  });

  it('writes Arabic right to left, with the language’s plural', () => {
    const content = accountEmailContent('email_change_code', { code: '123456', minutes: 15 }, 'ar')!;
    expect(content.subject).toBe('123456 هو رمز التأكيد الخاص بك في Bookwell');
    expect(content.text).toContain('الرمز صالح لمدة 15 دقيقة.');
    expect(content.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('turns a German owner’s two-factor notices German', () => {
    expect(accountEmailContent('two_factor_enabled', {}, 'de')!.subject).toBe(
      'Die Zwei-Faktor-Authentifizierung für Ihr Bookwell-Konto wurde aktiviert',
    );
    expect(accountEmailContent('two_factor_disabled', {}, 'de')!.text).toContain('nur noch das Passwort');
  });
});
