import { describe, expect, it } from 'vitest';
import { appLocale, fieldMessageTranslator, loadAppMessages } from './app-i18n.ts';

describe('appLocale', () => {
  it('takes the profile’s language, else the browser’s first we speak, else English; the pseudo-locale by address', () => {
    expect(appLocale('ar', '', ['de-DE'])).toBe('ar');
    expect(appLocale(null, '', ['it', 'pt-PT', 'en'])).toBe('pt-BR');
    expect(appLocale(undefined, '', ['it', 'ja'])).toBe('en');
    expect(appLocale('de', '?lang=en-XA', [])).toBe('en-XA');
    expect(appLocale(null, '?lang=fr', [])).toBe('en');
  });
});

describe('fieldMessageTranslator', () => {
  it('shows a known schema message in the language, any other as it is', async () => {
    const german = fieldMessageTranslator(await loadAppMessages('de'));
    expect(german('First name is required')).toBe('Bitte geben Sie Ihren Vornamen ein');
    expect(german('Something the catalog does not know')).toBe('Something the catalog does not know');
    const english = fieldMessageTranslator(await loadAppMessages('en'));
    expect(english('First name is required')).toBe('First name is required');
  });
});
