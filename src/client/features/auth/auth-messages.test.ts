import { describe, expect, it } from 'vitest';
import { APPLE_COMING_SOON, authUrlError } from './auth-messages.ts';

describe('authUrlError', () => {
  it('explains each OAuth error code', () => {
    expect(authUrlError('google_not_configured')?.description).toBe(
      'Google sign-in is not configured on this server.',
    );
    expect(authUrlError('google_failed')?.description).toBe('Google sign-in failed. Please try again.');
    expect(authUrlError('apple_not_configured')).toEqual(APPLE_COMING_SOON);
  });

  it('ignores missing and unknown codes', () => {
    expect(authUrlError(null)).toBeNull();
    expect(authUrlError('something_else')).toBeNull();
  });
});
