// Fixed sign-in notices: the Apple 'Coming Soon' text and the ?error= codes the server's OAuth redirects add to /auth.

export type AuthNotice = { title: string; description: string };

export const APPLE_COMING_SOON: AuthNotice = {
  title: 'Coming Soon',
  description: 'Apple Sign-In will be available soon. Please use email or Google for now.',
};

export function authUrlError(code: string | null): AuthNotice | null {
  switch (code) {
    case 'google_not_configured':
      return {
        title: 'Google sign-in unavailable',
        description: 'Google sign-in is not configured on this server.',
      };
    case 'google_failed':
      return { title: 'Google sign-in failed', description: 'Google sign-in failed. Please try again.' };
    case 'google_link_required':
      return {
        title: 'Link your Google account',
        description:
          'An account with this email already exists. Sign in with your password once to link Google sign-in to it.',
      };
    case 'apple_not_configured':
      return APPLE_COMING_SOON;
    default:
      return null;
  }
}
