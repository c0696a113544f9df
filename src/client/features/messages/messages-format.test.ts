import { describe, expect, it } from 'vitest';
import german from '#client/lib/app-i18n/locales/messages/de.ts';
import type { MessagesMessageId } from '#client/lib/app-i18n/messages-i18n.ts';
import { type Messages, translator } from '#client/lib/i18n/locale-context.tsx';
import {
  bookingNotLiveReason,
  gaveUpReason,
  HAND_OVER_KINDS,
  handOverText,
  MESSAGE_REASONS,
} from '#shared/schemas/messages.ts';
import {
  handOverLabel,
  kindLabel,
  messagesQuery,
  messageTime,
  reasonLabel,
  recipientLabel,
} from './messages-format.ts';

describe('messages format', () => {
  it('names kinds, and where a message without an address went', () => {
    expect(kindLabel('reminder_24h')).toBe('Reminder, 24 hours before');
    expect(kindLabel('something_new')).toBe('something new');
    expect(recipientLabel({ channel: 'push', recipient: null })).toBe('Your devices');
    expect(recipientLabel({ channel: 'email', recipient: null })).toBe('No address');
    expect(recipientLabel({ channel: 'sms', recipient: '+15551234567' })).toBe('+15551234567');
  });

  it('says every reason the outbox stores in English exactly as stored, and a provider’s words as they came', () => {
    for (const stored of Object.values(MESSAGE_REASONS)) expect(reasonLabel(stored)).toBe(stored);
    expect(reasonLabel(bookingNotLiveReason('no_show'))).toBe('the booking is no_show');
    const smtp = 'SMTP: 550 mailbox unavailable';
    expect(reasonLabel(smtp)).toBe(smtp);
    expect(reasonLabel(gaveUpReason(smtp, 5))).toBe(`${smtp} (gave up after 5 attempts)`);
  });

  it('says what to pass on by hand as the API’s English detail', () => {
    for (const kind of HAND_OVER_KINDS) {
      const handOver = { kind, value: kind === 'signInCode' ? '123456' : 'https://bookwell.test/x?a=1' };
      expect(handOverLabel(handOver)).toBe(handOverText(handOver));
    }
  });

  it('builds the query without defaults', () => {
    expect(messagesQuery({ status: 'all', page: 1 })).toBe('');
    expect(messagesQuery({ status: 'failed', page: 2 })).toBe('?status=failed&page=2');
  });
});

describe('messages format in another language', () => {
  it('keeps English’s time byte for byte and writes another language’s own way', () => {
    const at = '2026-11-29T15:00:00.000Z';
    expect(messageTime(at, 'America/New_York')).toBe(
      new Date(at).toLocaleString('en-US', {
        timeZone: 'America/New_York',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }),
    );
    expect(messageTime(at, 'Europe/Berlin', 'de-DE')).toBe('29. Nov., 16:00');
  });

  it('says the outbox’s reasons in German, and a provider’s words as they came', () => {
    const t = translator<MessagesMessageId>(german as unknown as Messages);
    expect(reasonLabel(MESSAGE_REASONS.noEmail, t)).toBe('keine E-Mail-Adresse');
    expect(reasonLabel(MESSAGE_REASONS.smsOff, t)).toBe('das Unternehmen hat SMS an Kunden ausgeschaltet');
    expect(reasonLabel(bookingNotLiveReason('cancelled'), t)).toBe('die Buchung ist storniert');
    expect(reasonLabel(gaveUpReason(MESSAGE_REASONS.noDevices, 5), t)).toBe(
      'keine angemeldeten Geräte (nach 5 Versuchen aufgegeben)',
    );
    expect(reasonLabel(gaveUpReason('Twilio 400: invalid number', 5), t)).toBe(
      'Twilio 400: invalid number (nach 5 Versuchen aufgegeben)',
    );
  });
});
