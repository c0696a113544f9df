// Account rules: registration (with account/password-rules.ts), password login with failure limits per email and
// address, development login, OAuth linking.
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { loginAttempts, oauthAccounts, users } from '#server/db/schema/accounts.ts';
import { assertAcceptablePassword } from '#server/modules/account/password-rules.ts';
import { refusal } from '#server/platform/error-messages.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '#server/platform/password.ts';
import { getPlatformSettings } from '#server/platform/platform-settings.ts';
import type { User } from '#server/platform/session.ts';
import { AppError } from '#shared/errors.ts';
import type { LoginInput, RegisterInput } from '#shared/schemas/auth.ts';

/** Failed sign-ins allowed per email from one address, and from one address whatever the emails. */
export const MAX_FAILED_LOGINS = 5;
export const MAX_FAILED_LOGINS_PER_IP = 20;
export const FAILED_LOGIN_WINDOW_MINUTES = 15;
export const DEMO_OWNER_EMAIL = 'owner@demo.bookwell.app';
const DAY_MS = 24 * 60 * 60 * 1000;

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user;
}

/** A new account's free trial, as long as the platform admin's settings say (14 days by default). */
async function trialFields(db: Db, now = new Date()) {
  const { freeTrialDays } = await getPlatformSettings(db);
  return {
    trialStartDate: now,
    trialEndDate: new Date(now.getTime() + freeTrialDays * DAY_MS),
    subscriptionStatus: 'trial',
  };
}

export async function registerUser(db: Db, input: RegisterInput): Promise<User> {
  assertAcceptablePassword(input.password, input);
  if (await findUserByEmail(db, input.email)) {
    throw new AppError('CONFLICT', 'An account with this email already exists');
  }
  const password = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({ ...input, password, ...(await trialFields(db)) })
      .returning();
    return user!;
  } catch (error) {
    // Two sign-ups racing for one email: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'An account with this email already exists');
    throw error;
  }
}

/**
 * When the failures recorded for this address allow another attempt at this email again, or null if they do now.
 * Counted per email and address together and per address, never per email alone: failures from elsewhere must not
 * lock the owner out of their own account.
 */
async function lockedUntil(db: Db, email: string, ip: string): Promise<Date | null> {
  const windowMs = FAILED_LOGIN_WINDOW_MINUTES * 60 * 1000;
  // The address's latest failures, newest first; no more than can decide either limit.
  const failures = await db
    .select({
      at: loginAttempts.createdAt,
      sameEmail: sql<boolean>`lower(${loginAttempts.email}) = ${email}`,
    })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.ipAddress, ip),
        eq(loginAttempts.succeeded, false),
        gte(loginAttempts.createdAt, new Date(Date.now() - windowMs)),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .limit(MAX_FAILED_LOGINS_PER_IP);
  // A limit holds until the oldest failure that reaches it leaves the window.
  const pairFailures = failures.filter((f) => f.sameEmail);
  const reached = [
    pairFailures[MAX_FAILED_LOGINS - 1],
    failures.length >= MAX_FAILED_LOGINS_PER_IP ? failures.at(-1) : undefined,
  ].flatMap((f) => (f ? [f.at.getTime() + windowMs] : []));
  return reached.length ? new Date(Math.max(...reached)) : null;
}

export async function loginWithPassword(db: Db, input: LoginInput & { ip: string }): Promise<User> {
  const email = input.email.toLowerCase();
  const until = await lockedUntil(db, email, input.ip);
  if (until) {
    const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw refusal('TOO_MANY_REQUESTS', 'account.lockedOut', { minutes }, { 'retry-after': String(seconds) });
  }
  const user = await findUserByEmail(db, input.email);
  const ok = user?.password
    ? await verifyPassword(user.password, input.password)
    : await verifyPassword(await dummyPasswordHash(), input.password).then(() => false);
  const succeeded = Boolean(ok && user?.isActive);
  await db.insert(loginAttempts).values({ email: input.email, ipAddress: input.ip, succeeded });
  if (!succeeded || !user) throw new AppError('UNAUTHORIZED', 'Invalid email or password');
  return user;
}

export async function findDemoOwner(db: Db) {
  return findUserByEmail(db, DEMO_OWNER_EMAIL);
}

export type OAuthProfile = {
  provider: string;
  providerId: string;
  email: string;
  firstName?: string;
  lastName?: string;
  picture?: string;
};

/**
 * Who a provider's account signs in as: the user it is linked to, or a new user (with a trial) for a new email. An
 * email that already has an account is not enough to sign in to it: that owner links the provider by signing in
 * with the password once ('link-required').
 */
export async function findOAuthUser(
  db: Db,
  profile: OAuthProfile,
): Promise<{ kind: 'user'; user: User } | { kind: 'link-required' }> {
  const [linked] = await db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(
      and(eq(oauthAccounts.provider, profile.provider), eq(oauthAccounts.providerId, profile.providerId)),
    )
    .limit(1);
  if (linked) return { kind: 'user', user: linked.user };
  const trial = await trialFields(db);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: profile.email,
        firstName: profile.firstName,
        lastName: profile.lastName,
        profileImageUrl: profile.picture,
        emailVerified: true,
        ...trial,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) return { kind: 'link-required' as const };
    await tx.insert(oauthAccounts).values({
      userId: created.id,
      provider: profile.provider,
      providerId: profile.providerId,
      profileData: profile,
    });
    return { kind: 'user' as const, user: created };
  });
}

/** Links a provider's account to a user who proved the account is theirs (a no-op when it is linked already). */
export async function linkOAuthAccount(db: Db, userId: string, profile: OAuthProfile) {
  await db
    .insert(oauthAccounts)
    .values({ userId, provider: profile.provider, providerId: profile.providerId, profileData: profile })
    .onConflictDoNothing();
}
