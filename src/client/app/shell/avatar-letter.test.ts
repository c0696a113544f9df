import { describe, expect, it } from 'vitest';
import { avatarLetter } from './avatar-letter.ts';

describe('avatarLetter', () => {
  it('uses the first letter of the first name', () => {
    expect(avatarLetter({ firstName: 'maria', email: 'zed@example.com' })).toBe('M');
  });

  it('falls back to the first letter of the email', () => {
    expect(avatarLetter({ firstName: null, email: 'jo@example.com' })).toBe('J');
    expect(avatarLetter({ firstName: '   ', email: 'kim@example.com' })).toBe('K');
  });

  it("falls back to 'U' when there is neither", () => {
    expect(avatarLetter({ firstName: '', email: '' })).toBe('U');
    expect(avatarLetter(null)).toBe('U');
    expect(avatarLetter(undefined)).toBe('U');
  });

  it('keeps a whole character outside the basic plane', () => {
    expect(avatarLetter({ firstName: '𝒜lex' })).toBe('𝒜');
  });
});
