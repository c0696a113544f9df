import { describe, expect, it } from 'vitest';
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
});
