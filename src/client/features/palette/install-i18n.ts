// The colour generator's install words (issue 28): the Install App button's instructions and the install banner's.
// English comes with this module, fetched when the button is pressed or the banner is due; another language has them
// in the page's catalog.
import { fallbackTranslator, type Messages, type Translator } from '#client/lib/i18n/locale-context.tsx';
import english from './locales/install/en.ts';

export type InstallMessageId = keyof typeof english;

const INSTALL_ENGLISH = english as unknown as Messages;

/** The install words in the language of `messages`, the page's catalog. */
export function installTranslator(messages: Messages): Translator<InstallMessageId> {
  return fallbackTranslator(messages, INSTALL_ENGLISH);
}
