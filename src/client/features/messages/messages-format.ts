// Words for the Messages view: what each kind of message is, its channel, its status, where it went and when, in
// the page's language (docs/decisions/041); without a translator, in English, the catalog's own words.

import english from '#client/lib/app-i18n/locales/messages/en.ts';
import type { MessagesMessageId } from '#client/lib/app-i18n/messages-i18n.ts';
import { type Messages, type Translator, translator } from '#client/lib/i18n/locale-context.tsx';
import { type HandOver, type MessageItem, readReason } from '#shared/schemas/messages.ts';

export type MessageFilter = 'all' | MessageItem['status'];
type T = Translator<MessagesMessageId>;

const inEnglish = translator<MessagesMessageId>(english as unknown as Messages);

export const MESSAGE_FILTERS: readonly MessageFilter[] = ['all', 'queued', 'sent', 'failed', 'skipped'];

/** A kind the catalog names ('list.kind.{kind}'), else, for a newer one, its code in words. */
export function kindLabel(kind: string, t: T = inEnglish): string {
  return `list.kind.${kind}` in english
    ? t(`list.kind.${kind}` as MessagesMessageId)
    : kind.replaceAll('_', ' ');
}

/** Why a message was not sent: the outbox's own reasons in the language, a provider's refusal as it said it. */
export function reasonLabel(stored: string, t: T = inEnglish): string {
  const read = readReason(stored);
  if ('reason' in read) return t(`list.reason.${read.reason}`);
  if ('bookingStatus' in read) return t('list.reason.bookingIs', { bookingStatus: read.bookingStatus });
  if ('gaveUp' in read)
    return t('list.reason.gaveUp', { reason: reasonLabel(read.gaveUp, t), count: read.attempts });
  return read.text;
}

/** What the owner may pass on by hand ('Sign-in code 123456'), in the language. */
export function handOverLabel(handOver: HandOver, t: T = inEnglish): string {
  return t(`list.detail.${handOver.kind}`, { value: handOver.value });
}

export function recipientLabel(
  message: Pick<MessageItem, 'channel' | 'recipient'>,
  t: T = inEnglish,
): string {
  if (message.recipient) return message.recipient;
  return t(message.channel === 'push' ? 'recipient.devices' : 'recipient.none');
}

/** When a message went or is due, in the business's zone: 'Nov 29, 4:00 PM' ('29. Nov., 16:00' in German). */
export function messageTime(at: string, timeZone: string, intl = 'en-US'): string {
  return new Date(at).toLocaleString(intl, {
    timeZone,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** '?status=failed&page=2', leaving out the defaults. */
export function messagesQuery(params: { status: MessageFilter; page: number }): string {
  const query = new URLSearchParams();
  if (params.status !== 'all') query.set('status', params.status);
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}
