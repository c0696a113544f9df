// The messages of what the booking page loads after its first screen (docs/decisions/032): the same translator as
// usePublicI18n, whose English falls back to steps/en.ts. That catalog comes with the code of those steps (each
// imports this module), so English costs the first screen nothing for them; another language's catalog holds both.
import { fallbackTranslator, type Messages, type Translator } from '#client/lib/i18n/locale-context.tsx';
import { type PublicMessageId, usePublicI18n } from './i18n.ts';
import steps from './locales/steps/en.ts';

export type StepsMessageId = PublicMessageId | keyof typeof steps;

// Compiled into one function per message by scripts/message-catalogs.ts; the type above is the source's.
const ENGLISH_STEPS = steps as unknown as Messages;

/** `messages` (the page's, from its LocaleProvider) with the later steps' English behind them. */
export function stepsTranslator(messages: Messages): Translator<StepsMessageId> {
  return fallbackTranslator(messages, ENGLISH_STEPS);
}

export function useStepsI18n() {
  const i18n = usePublicI18n();
  return { ...i18n, t: stepsTranslator(i18n.messages) };
}
