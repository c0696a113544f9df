// The landing page's messages below the fold (docs/decisions/042): their English comes with their lazily loaded code
// (landing/below-fold.tsx), so the first download carries only the first screen's; another language's catalog
// already holds them.
import { fallbackTranslator, type Messages } from '#client/lib/i18n/locale-context.tsx';
import { useLandingI18n } from './i18n.ts';
import later from './locales/later/en.ts';

export type LaterMessageId = keyof typeof later;

/** Compiled into one function per message by scripts/message-catalogs.ts; the type above is the source's. */
const LATER_ENGLISH = later as unknown as Messages;

/** The translator of the sections below the fold, the locale and the locale Intl formats with. */
export function useLaterI18n() {
  const i18n = useLandingI18n();
  return { ...i18n, t: fallbackTranslator<LaterMessageId>(i18n.messages, LATER_ENGLISH) };
}
