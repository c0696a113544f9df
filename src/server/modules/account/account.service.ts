// The owner's own account: password change, privacy settings, notification preferences and profile.
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { userBrandingPreferences, users } from '#server/db/schema/accounts.ts';
import { businesses } from '#server/db/schema/businesses.ts';
import { findOwnerBusiness } from '#server/platform/owner-business.ts';
import { hashPassword, verifyPassword } from '#server/platform/password.ts';
import { invalidateOtherSessions, type User } from '#server/platform/session.ts';
import { INVALID_PHONE_MESSAGE, normalizePhone, phoneRegionForTimeZone } from '#shared/domain/phone.ts';
import { AppError } from '#shared/errors.ts';
import {
  type ChangePasswordInput,
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
  type PrivacySettingsInput,
  type ProfileInput,
} from '#shared/schemas/account.ts';
import type { PublicUser } from '#shared/schemas/auth.ts';
import { assertAcceptablePassword } from './password-rules.ts';
import { deleteChallengesOf } from './two-factor.service.ts';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';
export const UNCHANGED_PASSWORD_MESSAGE = 'New password must be different from the current password.';

/** Checks the current password, sets the new one and ends every other session of the user. */
export async function changePassword(
  db: Db,
  user: User,
  input: ChangePasswordInput,
  currentToken: string | undefined,
) {
  const business = await findOwnerBusiness(db, user.id);
  assertAcceptablePassword(input.newPassword, { ...user, businessName: business?.name });
  if (!user.password || !(await verifyPassword(user.password, input.currentPassword))) {
    throw new AppError('UNAUTHORIZED', WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  if (input.newPassword === input.currentPassword)
    throw new AppError('BAD_REQUEST', UNCHANGED_PASSWORD_MESSAGE);
  const password = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password }).where(eq(users.id, user.id));
    await invalidateOtherSessions(tx, user.id, currentToken);
  });
  await deleteChallengesOf(db, user.id);
}

export async function setPrivacySettings(db: Db, userId: string, settings: PrivacySettingsInput) {
  const [row] = await db
    .update(users)
    .set({ privacySettings: settings })
    .where(eq(users.id, userId))
    .returning({ privacySettings: users.privacySettings });
  return row!.privacySettings;
}

export async function getNotificationPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const [row] = await db
    .select({ preferences: userBrandingPreferences.notificationPreferences })
    .from(userBrandingPreferences)
    .where(eq(userBrandingPreferences.userId, userId))
    .limit(1);
  return row?.preferences ?? DEFAULT_NOTIFICATION_PREFERENCES;
}

export async function setNotificationPreferences(
  db: Db,
  userId: string,
  preferences: NotificationPreferences,
) {
  const [row] = await db
    .insert(userBrandingPreferences)
    .values({ userId, notificationPreferences: preferences })
    .onConflictDoUpdate({
      target: userBrandingPreferences.userId,
      set: { notificationPreferences: preferences },
    })
    .returning({ preferences: userBrandingPreferences.notificationPreferences });
  return row!.preferences;
}

/** Names, phone (E.164, read in the region of the owner's business time zone) and photo. */
export async function updateProfile(db: Db, userId: string, input: ProfileInput): Promise<User> {
  let phone: string | null = null;
  if (input.phone) {
    const [business] = await db
      .select({ timezone: businesses.timezone })
      .from(businesses)
      .where(eq(businesses.userId, userId))
      .limit(1);
    phone = normalizePhone(input.phone, business ? phoneRegionForTimeZone(business.timezone) : undefined);
    if (!phone) throw new AppError('BAD_REQUEST', INVALID_PHONE_MESSAGE);
  }
  const [user] = await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      phone,
      profileImageUrl: input.profileImageUrl || null,
      ...(input.language === undefined ? {} : { language: input.language }),
    })
    .where(eq(users.id, userId))
    .returning();
  return user!;
}

/** The owner as the API shows them: never the password hash or the two-factor secrets. */
export function toPublicUser(user: User): PublicUser {
  const {
    password: _password,
    twoFactorSecret: _secret,
    twoFactorBackupCodes: _codes,
    twoFactorLastStep: _step,
    ...rest
  } = user;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    ...rest,
    trialStartDate: iso(user.trialStartDate),
    trialEndDate: iso(user.trialEndDate),
    subscriptionStartDate: iso(user.subscriptionStartDate),
    subscriptionEndDate: iso(user.subscriptionEndDate),
    lastPaymentDate: iso(user.lastPaymentDate),
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
