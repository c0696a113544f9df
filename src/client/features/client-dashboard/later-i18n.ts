// The messages of what the client pages show after their first screen (docs/decisions/040): a signed-in client's
// dashboard and dialogs, and the pages of a booking's and a waitlist entry's links. Their English (later/en.ts)
// comes with that code, as the booking page's steps (steps-i18n.ts); another language's catalog holds both parts.

import later from '#client/entities/client-dashboard/locales/later/en.ts';
import { fallbackTranslator, type Messages } from '#client/lib/i18n/locale-context.tsx';
import { CLIENT_ENGLISH, type ClientMessageId, useClientI18n } from './i18n.ts';

export type LaterMessageId = ClientMessageId | keyof typeof later;

const ENGLISH: Messages = { ...CLIENT_ENGLISH, ...(later as unknown as Messages) };

export function useLaterI18n() {
  const i18n = useClientI18n();
  return { ...i18n, t: fallbackTranslator<LaterMessageId>(i18n.messages, ENGLISH) };
}
