import { describe, expect, it } from 'vitest';
import { unreadBadgeText } from './unread-badge.ts';

describe('unreadBadgeText', () => {
  it('shows counts up to 9 and caps above', () => {
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(9)).toBe('9');
    expect(unreadBadgeText(10)).toBe('9+');
    expect(unreadBadgeText(250)).toBe('9+');
  });
});
