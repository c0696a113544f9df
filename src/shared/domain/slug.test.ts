import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  baseSlugFor,
  firstAvailableSlug,
  isReservedSlug,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  slugify,
  slugProblem,
} from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Sharp Cuts', 'sharp-cuts'],
    ['  Sharp   Cuts  ', 'sharp-cuts'],
    ['Café Olé', 'cafe-ole'],
    ['Señor Barbería', 'senor-barberia'],
    ['Straße Spa', 'strasse-spa'],
    ['Ærø Øst', 'aero-ost'],
    ["Bob's Barber Shop", 'bobs-barber-shop'],
    ['Sharp & Co.', 'sharp-and-co'],
    ['--Hello--World--', 'hello-world'],
    ['Studio 54', 'studio-54'],
    ['日本', ''],
  ])('%j → %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('always yields lower-case ASCII words joined by single hyphens (or nothing)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (name) => {
        const slug = slugify(name);
        expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true);
      }),
    );
  });
});

describe('baseSlugFor', () => {
  it('falls back to "business" when the name has no usable letters', () => {
    expect(baseSlugFor('日本')).toBe('business');
    expect(baseSlugFor('A!')).toBe('business');
  });

  it('keeps room for a suffix and never ends with a hyphen', () => {
    const base = baseSlugFor(`${'word '.repeat(30)}`);
    expect(base.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH - 5);
    expect(base.endsWith('-')).toBe(false);
    expect(SLUG_PATTERN.test(base)).toBe(true);
  });
});

describe('firstAvailableSlug', () => {
  it('uses the base when free, then -2, -3 …', () => {
    expect(firstAvailableSlug('sharp-cuts', new Set())).toBe('sharp-cuts');
    expect(firstAvailableSlug('sharp-cuts', new Set(['sharp-cuts']))).toBe('sharp-cuts-2');
    expect(firstAvailableSlug('sharp-cuts', new Set(['sharp-cuts', 'sharp-cuts-2']))).toBe('sharp-cuts-3');
    expect(firstAvailableSlug('sharp-cuts', new Set(['sharp-cuts', 'sharp-cuts-3']))).toBe('sharp-cuts-2');
  });

  it('never hands out a reserved word', () => {
    expect(firstAvailableSlug('admin', new Set())).toBe('admin-2');
    expect(firstAvailableSlug('api', new Set(['api-2']))).toBe('api-3');
    expect(firstAvailableSlug('demo', new Set())).toBe('demo-2');
  });
});

describe('reserved words', () => {
  it.each([
    'api',
    'admin',
    'auth',
    'book',
    'client',
    'clients',
    'dashboard',
    'features',
    'pricing',
    'settings',
  ])('%s is reserved', (word) => {
    expect(isReservedSlug(word)).toBe(true);
  });

  it.each(['services', 'support', 'uploads', 'pwa', 'assets', 'me'])('%s is reserved', (word) => {
    expect(isReservedSlug(word)).toBe(true);
  });

  it('reserves demo for everyone except the demo business', () => {
    expect(isReservedSlug('demo')).toBe(true);
    expect(isReservedSlug('demo', { isDemo: true })).toBe(false);
  });

  it('does not reserve words that merely contain a reserved one', () => {
    expect(isReservedSlug('api-barbers')).toBe(false);
    expect(isReservedSlug('bookworm')).toBe(false);
  });
});

describe('slugProblem', () => {
  it.each([
    ['sharp-cuts', null],
    ['ab', null],
    ['a', 'format'],
    ['Sharp-Cuts', 'format'],
    ['sharp--cuts', 'format'],
    ['-sharp', 'format'],
    ['sharp-', 'format'],
    ['sharp cuts', 'format'],
    ['café', 'format'],
    ['x'.repeat(SLUG_MAX_LENGTH + 1), 'format'],
    ['admin', 'reserved'],
    ['demo', 'reserved'],
  ])('%j → %j', (slug, problem) => {
    expect(slugProblem(slug)).toBe(problem);
  });
});
