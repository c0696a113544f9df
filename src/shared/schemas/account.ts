// The owner's account contracts (spec part 2 §5, §7): password change, two-factor, sessions, privacy,
// notification preferences and profile.
import { z } from 'zod';
import { phoneProblem } from '../domain/phone.ts';
import { appLanguageSchema, emailSchema, type privacySettingsSchema } from './auth.ts';
import { imageUrlSchema } from './image-url.ts';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const PASSWORD_MISMATCH_MESSAGE = 'New password and confirm password must match.';
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 8 characters long.';
export const PASSWORD_TOO_LONG_MESSAGE = 'Password must be at most 128 characters long.';

/** The client checks only length and match (spec part 2 §5); the server adds the rest. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(200),
    newPassword: z
      .string({ error: PASSWORD_TOO_SHORT_MESSAGE })
      .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
      .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
    confirmPassword: z.string({ error: PASSWORD_MISMATCH_MESSAGE }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PASSWORD_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const twoFactorCodeSchema = z
  .string({ error: 'Please enter the verification code' })
  .trim()
  .min(1, 'Please enter the verification code')
  .max(40, 'Invalid verification code');

/** Two-factor's set-up and enabling ask for the current password; an account without one (Google sign-in only)
 * sends none and is asked for a recent Google sign-in instead. */
const twoFactorPasswordSchema = z.string().max(200).optional();

export const twoFactorSetupInputSchema = z.object({ currentPassword: twoFactorPasswordSchema });
export type TwoFactorSetupInput = z.infer<typeof twoFactorSetupInputSchema>;

export const twoFactorInputSchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  code: twoFactorCodeSchema,
  currentPassword: twoFactorPasswordSchema,
});
export type TwoFactorInput = z.infer<typeof twoFactorInputSchema>;

export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCodeSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorResultSchema = z.object({
  twoFactorEnabled: z.boolean(),
  /** Only right after enabling: shown once, never again. */
  backupCodes: z.array(z.string()).optional(),
});
export type TwoFactorResult = z.infer<typeof twoFactorResultSchema>;

export const secondFactorInputSchema = z.object({ code: twoFactorCodeSchema });

/** DELETE /api/auth/delete-account: the password again, and a code when two-factor is on. */
export const deleteAccountSchema = z.object({
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(200),
  code: twoFactorCodeSchema.optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const ACCOUNT_DELETED_MESSAGE = 'Account deleted';

export const sessionInfoSchema = z.object({
  id: z.string(),
  device: z.string(),
  place: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export type PrivacySettingsInput = z.infer<typeof privacySettingsSchema>;
export const DEFAULT_PRIVACY_SETTINGS: PrivacySettingsInput = {
  profileVisibility: 'public',
  dataSharing: false,
  marketingEmails: true,
  analyticsTracking: true,
};

export const notificationPreferencesSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  push: z.boolean(),
  marketing: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email: true,
  sms: false,
  push: true,
  marketing: false,
};

const nameSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} is too long`);

/** An owner's phone is optional: '' clears it; anything else must look like a number. */
export const profileInputSchema = z.object({
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  phone: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = value ? phoneProblem(value) : undefined;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  profileImageUrl: z.union([z.literal(''), imageUrlSchema]),
  /** Left out, the app's language stays as it is. */
  language: appLanguageSchema.optional(),
});
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** GET /api/auth/billing: the plan and where the account stands, from the user's trial and subscription fields.
 * There is no payment provider yet: no card is on file and nothing is charged. */
export const billingSummarySchema = z.object({
  plan: z.string(),
  status: z.enum(['trial', 'trial_ended', 'active', 'ending', 'ended', 'none']),
  /** 2-decimal dollars per interval, e.g. '5.00'. */
  price: z.string(),
  interval: z.enum(['month', 'year']),
  trialEndsAt: z.string().nullable(),
  /** Whole days until the trial ends, rounded up; 0 once it has ended. Null without a trial. */
  trialDaysLeft: z.number().int().nullable(),
  /** The next renewal of the subscription, or the end of the trial (when the plan's billing would start). */
  nextBillingDate: z.string().nullable(),
  /** When a subscription with an end date stops. */
  endsAt: z.string().nullable(),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

/** POST /api/auth/email-change: a code goes to the new address; nothing changes until it comes back. */
export const emailChangeInputSchema = z.object({
  newEmail: z
    .string({ error: 'Please enter the new email address' })
    .trim()
    .min(1, 'Please enter the new email address')
    .max(254, 'Please enter a valid email')
    .pipe(emailSchema),
  currentPassword: z
    .string({ error: 'Please enter your current password' })
    .min(1, 'Please enter your current password')
    .max(200),
});
export type EmailChangeInput = z.infer<typeof emailChangeInputSchema>;

export const EMAIL_CHANGE_CODE_LENGTH = 6;
/** POST /api/auth/email-change/confirm. */
export const emailChangeConfirmSchema = z.object({
  code: z
    .string({ error: 'Please enter the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, 'Please enter the 6-digit code from the email'),
});
export type EmailChangeConfirm = z.infer<typeof emailChangeConfirmSchema>;

/** The same answer whether or not the address can be used: no one learns which addresses have an account. */
export const EMAIL_CHANGE_CODE_SENT_MESSAGE =
  'If this address can be used, a 6-digit code is on its way to it. Enter the code to confirm the change.';
export const EMAIL_CHANGED_MESSAGE = 'Email address changed';
/** The answer when the code confirmed the account's own (unverified) address. */
export const EMAIL_VERIFIED_MESSAGE = 'Email address verified';
