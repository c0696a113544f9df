// Turning two-factor on changes how the account signs in, so a session alone (perhaps a stolen one) is not enough to
// set it up or enable it: the owner proves they are there with the current password, or, for an account without
// one (Google sign-in only), with a session begun in the last 10 minutes (docs/decisions/021).
import type { Db } from '#server/db/client.ts';
import { refusal } from '#server/platform/error-messages.ts';
import { verifyPassword } from '#server/platform/password.ts';
import { sessionStartedAt, type User } from '#server/platform/session.ts';
import { AppError } from '#shared/errors.ts';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from './account.service.ts';

export const RECENT_SIGN_IN_MINUTES = 10;
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Please enter your current password';

/** 400 without the password, 401 for a wrong one; 403 for a passwordless account whose session is not recent. */
export async function assertOwnerPresent(
  db: Db,
  options: { user: User; currentPassword: string | undefined; sessionToken: string | undefined },
): Promise<void> {
  const { user, currentPassword, sessionToken } = options;
  if (user.password) {
    if (!currentPassword) throw new AppError('BAD_REQUEST', CURRENT_PASSWORD_REQUIRED_MESSAGE);
    if (!(await verifyPassword(user.password, currentPassword))) {
      throw new AppError('UNAUTHORIZED', WRONG_CURRENT_PASSWORD_MESSAGE);
    }
    return;
  }
  // Without a password, the only way in is Google: the session's start is when Google last vouched for the owner.
  const startedAt = sessionToken ? await sessionStartedAt(db, sessionToken) : null;
  if (!startedAt || Date.now() - startedAt.getTime() > RECENT_SIGN_IN_MINUTES * 60_000) {
    throw refusal('FORBIDDEN', 'account.googleAgain', { minutes: RECENT_SIGN_IN_MINUTES });
  }
}
