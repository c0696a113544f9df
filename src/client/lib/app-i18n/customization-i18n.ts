// The owner's Client Dashboard Customization editor's messages (docs/decisions/041): a catalog of its own, English
// coming with the page's code and another language fetched once, when the page is first shown in it. Its live preview
// shows what clients see and keeps its own words.

import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import { useAreaI18n } from './app-i18n.ts';
import english from './locales/customization/en.ts';

export type CustomizationMessageId = keyof typeof english;

const loadCustomizationMessages = catalogLoader(english as unknown as Messages, {
  es: () => import('./locales/customization/es.ts'),
  fr: () => import('./locales/customization/fr.ts'),
  de: () => import('./locales/customization/de.ts'),
  'pt-BR': () => import('./locales/customization/pt-BR.ts'),
  ar: () => import('./locales/customization/ar.ts'),
  'en-XA': () => import('./locales/customization/en-XA.ts'),
});

/** The customisation editor's messages in the app's language. */
export const useCustomizationI18n = () => useAreaI18n<CustomizationMessageId>(loadCustomizationMessages);
