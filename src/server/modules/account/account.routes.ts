// The owner's account endpoints (spec part 2 §7): password change, two-factor, sessions, privacy settings,
// notification preferences, profile, email change, billing summary, data export and account deletion. Each acts on
// the signed-in user only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { messageSchema } from '#server/platform/message-schema.ts';
import { invalidateOtherSessions } from '#server/platform/session.ts';
import { requireUser, signedInOnly } from '#server/plugins/auth.ts';
import {
  ACCOUNT_DELETED_MESSAGE,
  billingSummarySchema,
  changePasswordSchema,
  deleteAccountSchema,
  EMAIL_CHANGE_CODE_SENT_MESSAGE,
  EMAIL_CHANGED_MESSAGE,
  EMAIL_VERIFIED_MESSAGE,
  emailChangeConfirmSchema,
  emailChangeInputSchema,
  notificationPreferencesSchema,
  profileInputSchema,
  sessionInfoSchema,
  twoFactorInputSchema,
  twoFactorResultSchema,
  twoFactorSetupInputSchema,
  twoFactorSetupSchema,
} from '#shared/schemas/account.ts';
import { privacySettingsSchema, userResponseSchema } from '#shared/schemas/auth.ts';
import {
  changePassword,
  getNotificationPreferences,
  setNotificationPreferences,
  setPrivacySettings,
  toPublicUser,
  updateProfile,
} from './account.service.ts';
import { closeAccount, purgeDeletedAccounts } from './account-deletion.ts';
import { billingSummary } from './billing.service.ts';
import { exportAccountData } from './data-export.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';
import { assertOwnerPresent } from './owner-proof.ts';
import { listSessions, revokeSession } from './sessions.service.ts';
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup } from './two-factor.service.ts';

const errors = {
  400: messageSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: messageSchema,
};

export async function accountRoutes(app: FastifyInstance, options: ModuleOptions) {
  const { db, env, box } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Each of these checks a password or a code: per address, as for sign-in.
  const perIpLimit = { rateLimit: { max: env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  r.post(
    '/api/auth/change-password',
    {
      config: perIpLimit,
      preValidation: signedInOnly,
      schema: { body: changePasswordSchema, response: { 200: messageSchema, ...errors } },
    },
    async (request) => {
      const user = requireUser(request);
      await changePassword(db, user, request.body, app.sessionToken(request));
      request.log.info({ event: 'password.change', userId: user.id }, 'password changed');
      return { message: 'Password changed' };
    },
  );

  // Setting two-factor up and turning it on ask for the current password (owner-proof.ts); turning it off, a code.
  r.post(
    '/api/auth/two-factor/setup',
    {
      config: perIpLimit,
      preValidation: signedInOnly,
      schema: { body: twoFactorSetupInputSchema, response: { 200: twoFactorSetupSchema, ...errors } },
    },
    async (request) => {
      const user = requireUser(request);
      const { currentPassword } = request.body;
      await assertOwnerPresent(db, { user, currentPassword, sessionToken: app.sessionToken(request) });
      return startTwoFactorSetup(db, box, user);
    },
  );

  r.post(
    '/api/auth/two-factor',
    {
      config: perIpLimit,
      preValidation: signedInOnly,
      schema: { body: twoFactorInputSchema, response: { 200: twoFactorResultSchema, ...errors } },
    },
    async (request) => {
      const user = requireUser(request);
      const { enabled, code, currentPassword } = request.body;
      const token = app.sessionToken(request);
      if (enabled) {
        await assertOwnerPresent(db, { user, currentPassword, sessionToken: token });
        const backupCodes = await enableTwoFactor(db, box, user.id, code);
        await invalidateOtherSessions(db, user.id, token);
        request.log.info({ event: 'two-factor.enable', userId: user.id }, 'two-factor enabled');
        return { twoFactorEnabled: true, backupCodes };
      }
      if (user.twoFactorEnabled) {
        await disableTwoFactor(db, box, user.id, code);
        await invalidateOtherSessions(db, user.id, token);
        request.log.info({ event: 'two-factor.disable', userId: user.id }, 'two-factor disabled');
      }
      return { twoFactorEnabled: false };
    },
  );

  r.get(
    '/api/auth/sessions',
    { preValidation: signedInOnly, schema: { response: { 200: z.array(sessionInfoSchema), ...errors } } },
    async (request) => listSessions(db, requireUser(request).id, app.sessionToken(request)),
  );

  r.delete(
    '/api/auth/sessions/:id',
    {
      preValidation: signedInOnly,
      schema: { params: z.object({ id: z.string().max(64) }), response: { 200: messageSchema, ...errors } },
    },
    async (request) => {
      await revokeSession(db, requireUser(request).id, request.params.id, app.sessionToken(request));
      return { message: 'Signed out' };
    },
  );

  r.post(
    '/api/auth/sessions/sign-out-others',
    { preValidation: signedInOnly, schema: { response: { 200: messageSchema, ...errors } } },
    async (request) => {
      await invalidateOtherSessions(db, requireUser(request).id, app.sessionToken(request));
      return { message: 'Signed out everywhere else' };
    },
  );

  r.get(
    '/api/auth/privacy-settings',
    { preValidation: signedInOnly, schema: { response: { 200: privacySettingsSchema, ...errors } } },
    async (request) => requireUser(request).privacySettings,
  );

  r.post(
    '/api/auth/privacy-settings',
    {
      preValidation: signedInOnly,
      schema: { body: privacySettingsSchema.strict(), response: { 200: privacySettingsSchema, ...errors } },
    },
    async (request) => setPrivacySettings(db, requireUser(request).id, request.body),
  );

  r.get(
    '/api/auth/notification-preferences',
    { preValidation: signedInOnly, schema: { response: { 200: notificationPreferencesSchema, ...errors } } },
    async (request) => getNotificationPreferences(db, requireUser(request).id),
  );

  r.put(
    '/api/auth/notification-preferences',
    {
      preValidation: signedInOnly,
      schema: {
        body: notificationPreferencesSchema.strict(),
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => setNotificationPreferences(db, requireUser(request).id, request.body),
  );

  r.patch(
    '/api/auth/profile',
    {
      preValidation: signedInOnly,
      schema: { body: profileInputSchema, response: { 200: userResponseSchema, ...errors } },
    },
    async (request) => ({
      user: toPublicUser(await updateProfile(db, requireUser(request).id, request.body)),
    }),
  );

  r.post(
    '/api/auth/email-change',
    {
      config: perIpLimit,
      preValidation: signedInOnly,
      schema: { body: emailChangeInputSchema, response: { 200: messageSchema, ...errors } },
    },
    async (request) => {
      const user = requireUser(request);
      await requestEmailChange(db, user, request.body);
      request.log.info({ event: 'email-change.request', userId: user.id }, 'email change code asked for');
      return { message: EMAIL_CHANGE_CODE_SENT_MESSAGE };
    },
  );

  r.post(
    '/api/auth/email-change/confirm',
    {
      config: perIpLimit,
      preValidation: signedInOnly,
      schema: {
        body: emailChangeConfirmSchema,
        response: { 200: userResponseSchema.extend({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const changed = await confirmEmailChange(db, user, request.body, {
        currentToken: app.sessionToken(request),
        adminEmails: env.ADMIN_EMAILS,
      });
      const verified = changed.email === user.email;
      request.log.info(
        { event: verified ? 'email.verify' : 'email-change.confirm', userId: user.id },
        verified ? 'email verified' : 'email changed',
      );
      return {
        message: verified ? EMAIL_VERIFIED_MESSAGE : EMAIL_CHANGED_MESSAGE,
        user: toPublicUser(changed),
      };
    },
  );

  r.get(
    '/api/auth/billing',
    { preValidation: signedInOnly, schema: { response: { 200: billingSummarySchema, ...errors } } },
    async (request) => billingSummary(requireUser(request)),
  );

  r.get('/api/auth/export', { preValidation: signedInOnly }, async (request, reply) => {
    const user = requireUser(request);
    const data = await exportAccountData(db, user.id);
    request.log.info({ event: 'account.export', userId: user.id }, 'account data exported');
    const day = data.exportedAt.slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="bookwell-export-${day}.json"`)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });

  r.delete(
    '/api/auth/delete-account',
    {
      config: perIpLimit,
      preValidation: signedInOnly,
      schema: { body: deleteAccountSchema, response: { 200: messageSchema, ...errors } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await closeAccount(db, box, user, request.body);
      app.clearSessionCookie(reply);
      request.log.info({ event: 'account.delete', userId: user.id }, 'account closed');
      // With no client notice waiting (nothing upcoming, or no address), the rows go now; else the hourly clean-up
      // removes them once the notices are out. A failure here is retried by that clean-up, the answer stands.
      await purgeDeletedAccounts(db, options.dataDir, { userId: user.id }).catch((error: unknown) =>
        request.log.warn({ err: error, userId: user.id }, 'deleted account not purged yet'),
      );
      return { message: ACCOUNT_DELETED_MESSAGE };
    },
  );
}
