import { describe, expect, it } from 'vitest';
import { chooseLocale, matchLocale, parseAcceptLanguage } from './choose-locale.ts';

describe('parseAcceptLanguage', () => {
  it('orders the tags by weight, keeping the header’s order between equals, without * and q=0', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de-CH, en;q=0.5, *;q=0.1, es;q=0')).toEqual(['de-CH', 'fr', 'en']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });
});

describe('matchLocale', () => {
  it('takes the exact locale, else its language', () => {
    expect(matchLocale('pt-br')).toBe('pt-BR');
    expect(matchLocale('pt-PT')).toBe('pt-BR');
    expect(matchLocale('es-MX')).toBe('es');
    expect(matchLocale('ar-EG')).toBe('ar');
    expect(matchLocale('it')).toBeUndefined();
  });
});

describe('chooseLocale', () => {
  const accepted = ['it-IT', 'de', 'en'];
  it('prefers the address, then the remembered choice, then the browser, then the business', () => {
    expect(chooseLocale({ requested: 'ar', remembered: 'fr', accepted, fallback: 'es' })).toBe('ar');
    expect(chooseLocale({ requested: 'xx', remembered: 'fr', accepted, fallback: 'es' })).toBe('fr');
    expect(chooseLocale({ remembered: 'nonsense', accepted, fallback: 'es' })).toBe('de');
    expect(chooseLocale({ accepted: ['it', 'ja'], fallback: 'es' })).toBe('es');
  });

  it('gives the pseudo-locale only when the address asks for it', () => {
    expect(chooseLocale({ requested: 'en-XA', accepted, fallback: 'es' })).toBe('en-XA');
    expect(chooseLocale({ remembered: 'en-XA', accepted: ['en-XA'], fallback: 'es' })).toBe('en');
  });
});
