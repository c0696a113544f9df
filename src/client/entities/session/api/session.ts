// Session calls (spec part 1 §7): current user, login (and its two-factor step), register, development login, logout.
import { apiRequest } from '#client/lib/api-client.ts';
import { getQueryFn } from '#client/lib/query-client.ts';
import type { LoginInput, LoginResponse, PublicUser, RegisterInput } from '#shared/schemas/auth.ts';
import { SIGNED_IN_HINT_COOKIE } from '#shared/signed-in-hint.ts';

export const sessionQueryKey = ['/api/auth/user'] as const;

/**
 * False when the browser cannot hold a session: the server sets the signed-in hint cookie beside the (HttpOnly)
 * session cookie and clears both together, so without the hint GET /api/auth/user could only answer 401. The
 * client dashboard asks the same of CLIENT_SIGNED_IN_HINT_COOKIE.
 */
export function hasSignedInHint(cookies: string, name = SIGNED_IN_HINT_COOKIE): boolean {
  // document.cookie separates cookies with '; '.
  return cookies.split('; ').some((cookie) => cookie.startsWith(`${name}=`));
}

const fetchUserOr401 = getQueryFn<PublicUser>({ on401: 'returnNull' });

/** The signed-in user or null: a 401 means signed out; any other failure is logged and also means no user. */
export async function fetchSessionUser(
  context: Parameters<typeof fetchUserOr401>[0],
): Promise<PublicUser | null> {
  try {
    return await fetchUserOr401(context);
  } catch (error) {
    console.error('Could not load the current user', error);
    return null;
  }
}

type UserResponse = { user: PublicUser };

/** The user, or `{ twoFactorRequired: true }` when the account asks for a code next (verifySecondFactor). */
export async function login(input: LoginInput): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('POST', '/api/auth/login', input);
}

/** The second step of a two-factor sign-in: a code from the authenticator app or a backup code. */
export async function verifySecondFactor(code: string): Promise<PublicUser> {
  return (await apiRequest<UserResponse>('POST', '/api/auth/login/two-factor', { code })).user;
}

/** confirmPassword never leaves the browser: only the register fields (and a chosen language) are sent. */
export async function register(input: RegisterInput): Promise<PublicUser> {
  const { firstName, lastName, email, password, language } = input;
  const body = { firstName, lastName, email, password, language };
  return (await apiRequest<UserResponse>('POST', '/api/auth/register', body)).user;
}

export async function devLogin(): Promise<PublicUser> {
  return (await apiRequest<UserResponse>('POST', '/api/auth/dev-login')).user;
}

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
}
