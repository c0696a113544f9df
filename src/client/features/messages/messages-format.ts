// Words for the Messages view: what each kind of message is, its channel, its status and where it went.
import type { MessageItem } from '#shared/schemas/messages.ts';

export type MessageFilter = 'all' | MessageItem['status'];

export const MESSAGE_FILTERS: ReadonlyArray<{ value: MessageFilter; label: string }> = [
  { value: 'all', label: 'All messages' },
  { value: 'queued', label: 'Queued' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
  { value: 'skipped', label: 'Skipped' },
];

const KIND_LABELS: Record<string, string> = {
  booking_confirmation: 'Booking confirmation',
  booking_rescheduled: 'Reschedule notice',
  booking_cancelled: 'Cancellation notice',
  reminder_24h: 'Reminder, 24 hours before',
  reminder_2h: 'Reminder, 2 hours before',
  thank_you: 'Thank-you after the visit',
  owner_new_booking: 'New booking (to you)',
  owner_booking_cancelled: 'Cancelled booking (to you)',
  owner_booking_rescheduled: 'Rescheduled booking (to you)',
  owner_new_review: 'New review (to you)',
  member_new_booking: 'New booking (to the team member)',
  member_booking_cancelled: 'Cancelled booking (to the team member)',
  member_booking_rescheduled: 'Rescheduled booking (to the team member)',
  team_invitation: 'Team invitation',
  client_sign_in_code: 'Sign-in code',
  waitlist_joined: 'Waitlist confirmation',
  waitlist_offer: 'Waitlist offer',
  email_change_code: 'Email change code (to you)',
  email_changed: 'Email address changed (to you)',
  support_request: 'Support request (to you, as admin)',
  two_factor_enabled: 'Two-factor turned on (to you)',
  two_factor_disabled: 'Two-factor turned off (to you)',
};

export function kindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind.replaceAll('_', ' ');
}

export const CHANNEL_LABELS: Record<MessageItem['channel'], string> = {
  email: 'Email',
  sms: 'SMS',
  push: 'Push',
};

export const STATUS_LABELS: Record<MessageItem['status'], string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Skipped',
};

export function recipientLabel(message: Pick<MessageItem, 'channel' | 'recipient'>): string {
  if (message.recipient) return message.recipient;
  return message.channel === 'push' ? 'Your devices' : 'No address';
}

/** '?status=failed&page=2', leaving out the defaults. */
export function messagesQuery(params: { status: MessageFilter; page: number }): string {
  const query = new URLSearchParams();
  if (params.status !== 'all') query.set('status', params.status);
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}
