// The generated palette's messages (issue 28): English with the result view's code; in another language the page's
// catalog already holds them.
import {
  fallbackTranslator,
  type Messages,
  type Translator,
  usePageMessages,
} from '#client/lib/i18n/locale-context.tsx';
import english from './locales/result/en.ts';

export type ResultMessageId = keyof typeof english;

const RESULT_ENGLISH = english as unknown as Messages;

/** The result view's translator in the page's language. */
export function useResultI18n(): Translator<ResultMessageId> {
  const { messages } = usePageMessages(RESULT_ENGLISH);
  return fallbackTranslator(messages, RESULT_ENGLISH);
}
