import { describe, expect, it } from 'vitest';
import { websiteStatusLabel } from '#shared/schemas/website.ts';
import { formatProjectPrice, statusTone } from './website-format.ts';

describe('website builder formatting', () => {
  it('shows the fixed price as $1,999 and keeps cents when there are some', () => {
    expect(formatProjectPrice('1999.00')).toBe('$1,999');
    expect(formatProjectPrice('1999.50')).toBe('$1,999.50');
  });

  it('replaces the underscore of a status with a space', () => {
    expect(websiteStatusLabel('in_progress')).toBe('in progress');
    expect(websiteStatusLabel('pending')).toBe('pending');
  });

  it('gives each known status its colour and any other a neutral one', () => {
    expect(statusTone('completed')).toContain('emerald');
    expect(statusTone('failed')).toContain('red');
    expect(statusTone('archived')).toContain('slate');
  });
});
