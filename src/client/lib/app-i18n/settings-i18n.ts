// The messages of the owner's Settings page, business side (docs/decisions/041): a catalog of its own, English
// coming with the page's code and another language fetched once, when the page is first shown in it.

import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import { type Messages, translator } from '#client/lib/i18n/locale-context.tsx';
import { useAreaI18n } from './app-i18n.ts';
import english from './locales/settings/en.ts';

export type SettingsMessageId = keyof typeof english;

const loadSettingsMessages = catalogLoader(english as unknown as Messages, {
  es: () => import('./locales/settings/es.ts'),
  fr: () => import('./locales/settings/fr.ts'),
  de: () => import('./locales/settings/de.ts'),
  'pt-BR': () => import('./locales/settings/pt-BR.ts'),
  ar: () => import('./locales/settings/ar.ts'),
  'en-XA': () => import('./locales/settings/en-XA.ts'),
});

/** The catalog's English, for what is said outside a component (a helper's default). */
export const englishSettings = translator<SettingsMessageId>(english as unknown as Messages);

/** The Settings page's messages (business side) in the app's language. */
export const useSettingsI18n = () => useAreaI18n<SettingsMessageId>(loadSettingsMessages);

const FIRST_MARK = 0xe000;

/** Holds an argument's place in a sentence, to put an element there: `t(id, { link: mark(0) })`. */
export const mark = (index: number) => String.fromCharCode(FIRST_MARK + index);

/** A sentence made with marks, cut at them: its text, and each mark's index where it stood. */
export function partsOf(sentence: string): Array<string | number> {
  return sentence
    .split(/([\uE000-\uE00F])/)
    .filter((part) => part !== '')
    .map((part) => (/^[\uE000-\uE00F]$/.test(part) ? part.charCodeAt(0) - FIRST_MARK : part));
}
