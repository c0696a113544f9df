import { describe, expect, it } from 'vitest';
import { CLIENT_SIGNED_IN_HINT_COOKIE } from '#shared/signed-in-hint.ts';
import { hasSignedInHint } from './session.ts';

describe('hasSignedInHint', () => {
  it('finds the hint cookie among others', () => {
    expect(hasSignedInHint('bookwell_signed_in=1')).toBe(true);
    expect(hasSignedInHint('theme=dark; bookwell_signed_in=1; other=2')).toBe(true);
  });

  it('is false without it, including for cookies whose names only contain it', () => {
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint('theme=dark')).toBe(false);
    expect(hasSignedInHint('xbookwell_signed_in=1; bookwell_signed_in_old=1')).toBe(false);
  });

  it("tells the owner's hint and a client's apart", () => {
    expect(hasSignedInHint('bookwell_client_signed_in=1')).toBe(false);
    expect(hasSignedInHint('bookwell_client_signed_in=1', CLIENT_SIGNED_IN_HINT_COOKIE)).toBe(true);
    expect(hasSignedInHint('bookwell_signed_in=1', CLIENT_SIGNED_IN_HINT_COOKIE)).toBe(false);
  });
});
