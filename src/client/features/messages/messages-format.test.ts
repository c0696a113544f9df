import { describe, expect, it } from 'vitest';
import { kindLabel, messagesQuery, messageTime, recipientLabel } from './messages-format.ts';

describe('messages format', () => {
  it('names kinds, and where a message without an address went', () => {
    expect(kindLabel('reminder_24h')).toBe('Reminder, 24 hours before');
    expect(kindLabel('something_new')).toBe('something new');
    expect(recipientLabel({ channel: 'push', recipient: null })).toBe('Your devices');
    expect(recipientLabel({ channel: 'email', recipient: null })).toBe('No address');
    expect(recipientLabel({ channel: 'sms', recipient: '+15551234567' })).toBe('+15551234567');
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
});
