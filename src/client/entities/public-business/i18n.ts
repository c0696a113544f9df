// The public pages' messages (docs/decisions/032): English comes with the page's code (the first screen's here, the
// later steps' with their code: steps-i18n.ts), every other language's catalog is a chunk of its own, fetched only
// for the language shown. Outside a LocaleProvider (the client dashboard,
// which reuses the hero, the footer and step 2) these components speak English.
import {
  type Messages,
  type Translator,
  translator,
  usePageMessages,
} from '#client/lib/i18n/locale-context.tsx';
import type { PageLocale } from '#shared/i18n/locales.ts';
import english from './locales/en.ts';

export type PublicMessageId = keyof typeof english;

/** Compiled into one function per message by scripts/message-catalogs.ts; the type above is the source's. */
export const ENGLISH_MESSAGES = english as unknown as Messages;

export function isPublicMessageId(id: string): id is PublicMessageId {
  return id in ENGLISH_MESSAGES;
}

type CatalogModule = { default: unknown };
const CATALOGS: Record<Exclude<PageLocale, 'en'>, () => Promise<CatalogModule>> = {
  es: () => import('./locales/es.ts'),
  fr: () => import('./locales/fr.ts'),
  de: () => import('./locales/de.ts'),
  'pt-BR': () => import('./locales/pt-BR.ts'),
  ar: () => import('./locales/ar.ts'),
  'en-XA': () => import('./locales/en-XA.ts'),
};

export async function loadPublicMessages(locale: PageLocale): Promise<Messages> {
  if (locale === 'en') return ENGLISH_MESSAGES;
  return (await CATALOGS[locale]()).default as Messages;
}

/** The page's translator, its locale and the locale Intl formats with. */
export function usePublicI18n() {
  const page = usePageMessages(ENGLISH_MESSAGES);
  return { ...page, t: translator(page.messages) as Translator<PublicMessageId> };
}
