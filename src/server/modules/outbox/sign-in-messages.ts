// The client's sign-in code (issue 14): one outbox row with no booking, to the address or number the client typed.
// The payload holds the code and the one-time link, so that with no provider configured the owner's Messages view
// still has the message; the worker renders it with the business's name and colours.
import type { DbOrTx } from '#server/db/client.ts';
import { outbox } from '#server/db/schema/engagement.ts';
import { isLocale, type Locale } from '#shared/i18n/locales.ts';

export const SIGN_IN_CODE_KIND = 'client_sign_in_code';

/** `language`: the one the code is written in (null: the business's). */
export type SignInCodePayload = { code: string; link: string; minutes: number; language?: Locale | null };

export async function queueSignInCode(
  db: DbOrTx,
  message: { businessId: string; channel: 'email' | 'sms'; recipient: string; payload: SignInCodePayload },
) {
  await db.insert(outbox).values({
    businessId: message.businessId,
    kind: SIGN_IN_CODE_KIND,
    channel: message.channel,
    recipient: message.recipient,
    payload: message.payload,
  });
}

/** The payload as stored, or null when it is not a sign-in code's. */
export function signInCodePayload(payload: unknown): SignInCodePayload | null {
  if (!payload || typeof payload !== 'object') return null;
  const { code, link, minutes, language } = payload as Record<string, unknown>;
  if (typeof code !== 'string' || typeof link !== 'string' || typeof minutes !== 'number') return null;
  return { code, link, minutes, language: isLocale(language) ? language : null };
}
