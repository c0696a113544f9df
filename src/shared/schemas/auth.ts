// Auth contracts shared by the sign-in forms and the auth API.
import { z } from 'zod';
import { LOCALES } from '../i18n/locales.ts';

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email'));

/** A form's optional email field: empty is none, anything else must pass emailSchema, worded `message` if given. */
export function optionalEmailField(message?: string) {
  return z
    .string()
    .trim()
    .superRefine((email, ctx) => {
      const problem = email === '' ? undefined : emailSchema.safeParse(email).error?.issues[0];
      if (problem) ctx.addIssue({ code: 'custom', message: message ?? problem.message });
    });
}

export const loginInputSchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').pipe(emailSchema),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** The app's language (docs/decisions/041): one of the supported ones, or null to follow the browser. */
export const appLanguageSchema = z
  .enum(LOCALES, {
    error: `Please choose one of the app's languages: ${LOCALES.join(', ')}, or none to follow your browser`,
  })
  .nullable();

export const registerInputSchema = z.object({
  firstName: z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100),
  lastName: z.string({ error: 'Last name is required' }).trim().min(1, 'Last name is required').max(100),
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').pipe(emailSchema),
  password: z
    .string({ error: 'Password is required' })
    .min(6, 'Password must be at least 6 characters')
    .max(200, 'Password must be at most 200 characters'),
});

/** A sign-up as sent: the form's fields and the language the visitor chose on the public pages (decision 042), kept
 * as their app's; left out, the app follows the browser. */
export const registerRequestSchema = registerInputSchema.extend({ language: appLanguageSchema.optional() });
export type RegisterInput = z.infer<typeof registerRequestSchema>;

/** The sign-up form adds a confirmation that never leaves the browser. */
export const registerFormSchema = registerInputSchema
  .extend({ confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const privacySettingsSchema = z.object({
  profileVisibility: z.enum(['public', 'private', 'contacts']),
  dataSharing: z.boolean(),
  marketingEmails: z.boolean(),
  analyticsTracking: z.boolean(),
});

export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  emailVerified: z.boolean(),
  isActive: z.boolean(),
  isPlatformAdmin: z.boolean(),
  phone: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  privacySettings: privacySettingsSchema,
  trialStartDate: z.string().nullable(),
  trialEndDate: z.string().nullable(),
  subscriptionStatus: z.string(),
  subscriptionType: z.string().nullable(),
  subscriptionPrice: z.string().nullable(),
  subscriptionStartDate: z.string().nullable(),
  subscriptionEndDate: z.string().nullable(),
  lastPaymentDate: z.string().nullable(),
  /** The app's language the owner chose (docs/decisions/041); null (or absent, as in older payloads): the browser's. */
  language: z.enum(LOCALES).nullish(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const userResponseSchema = z.object({ user: publicUserSchema });

/** A two-factor owner's right password answers with the second step instead of the user. */
export const loginResponseSchema = z.union([
  userResponseSchema,
  z.object({ twoFactorRequired: z.literal(true) }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;
