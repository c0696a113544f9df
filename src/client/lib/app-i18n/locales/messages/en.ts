// The owner's Messages page in English, the source language (docs/decisions/041): the list of what Bookwell sent or
// meant to send, its filter, pages and the names of each kind of message. The English wording is a contract.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

const m = (message: string, description: string) => ({ message, description });

export default {
  'page.title': m(
    'Messages',
    'Title of the page listing the emails, texts and pushes sent for the business.',
  ),
  'page.description': m(
    'Confirmations, reminders and notices to your clients and to you, and why any were not sent.',
    'Under the title.',
  ),
  'page.loading': m('Loading messages', 'Spinner, for screen readers.'),
  'page.loadFailed': m('Messages could not be loaded', 'Error title; the reason follows.'),
  'noBusiness.title': m(
    'Create your business profile first',
    'Messages page of a user without a business yet.',
  ),
  'noBusiness.text': m(
    'Messages to your clients appear here once your business is set up.',
    'Under the title, before the link to create the business.',
  ),
  'noBusiness.action': m('Create Your Business Profile', 'Link to the form that creates the business.'),
  'filter.label': m('Filter by status', 'Label of the select that filters the list.'),
  'filter.all': m('All messages', 'First choice of the filter.'),
  'list.status.queued': m('Queued', 'A message waiting to be sent (badge and filter choice).'),
  'list.status.sent': m('Sent', 'A message sent (badge and filter choice).'),
  'list.status.failed': m('Failed', 'A message that could not be sent (badge and filter choice).'),
  'list.status.skipped': m(
    'Skipped',
    'A message not sent on purpose, the reason under it (badge and filter choice).',
  ),
  'empty.all': m(
    'No messages yet. They appear here when clients book, and when bookings change.',
    'The list before the first message.',
  ),
  'empty.status': m(
    '{status, select, queued {No queued messages.} sent {No sent messages.} failed {No failed messages.} skipped {No skipped messages.} other {No messages.}}',
    'The list filtered by a status with nothing in it. {status}: the filter.',
  ),
  'table.caption': m(
    '{status, select, queued {Messages, newest first, queued only} sent {Messages, newest first, sent only} failed {Messages, newest first, failed only} skipped {Messages, newest first, skipped only} other {Messages, newest first}}',
    'The table’s caption, for screen readers. {status}: the filter (“all” is other).',
  ),
  'col.message': m('Message', 'Column: which message, its channel and when.'),
  'col.recipient': m('Recipient', 'Column: the address or phone it went to.'),
  'col.status': m('Status', 'Column: sent, queued, failed or skipped, and why.'),
  'row.sent': m(
    '{channel} · sent {when}',
    'Under the message’s name. {channel}: “Email”; {when}: “Nov 29, 4:00 PM”.',
  ),
  'row.due': m('{channel} · due {when}', 'Under the name of a message not sent yet. {when}: when it is due.'),
  'list.channel.email': m('Email', 'Channel of a message.'),
  'list.channel.sms': m('SMS', 'Channel of a message: a text.'),
  'list.channel.push': m('Push', 'Channel of a message: a push notification to the team’s devices.'),
  'recipient.devices': m('Your devices', 'Recipient of a push: the devices the team signed in on.'),
  'recipient.none': m('No address', 'Recipient of a message the client left no address for.'),
  'pages.label': m('Pages of messages', 'Name of the paging controls, for screen readers.'),
  'pages.previous': m('Previous', 'Button: the previous page.'),
  'pages.next': m('Next', 'Button: the next page.'),
  'pages.summary': m(
    'Page {page} of {pages}{more} · {total}{more} {count, plural, one {message} other {messages}}',
    'Under the list. {page}, {pages}, {total}: numbers; {more}: “+” when the count is capped (“21+”), else empty; {count}: the total for the plural.',
  ),
  'list.kind.booking_confirmation': m('Booking confirmation', 'Kind of message, to a client.'),
  'list.kind.booking_rescheduled': m(
    'Reschedule notice',
    'Kind of message, to a client: their booking was moved.',
  ),
  'list.kind.booking_cancelled': m('Cancellation notice', 'Kind of message, to a client.'),
  'list.kind.reminder_24h': m('Reminder, 24 hours before', 'Kind of message, to a client.'),
  'list.kind.reminder_2h': m('Reminder, 2 hours before', 'Kind of message, to a client.'),
  'list.kind.thank_you': m('Thank-you after the visit', 'Kind of message, to a client.'),
  'list.kind.owner_new_booking': m('New booking (to you)', 'Kind of message, to the owner.'),
  'list.kind.owner_booking_cancelled': m('Cancelled booking (to you)', 'Kind of message, to the owner.'),
  'list.kind.owner_booking_rescheduled': m('Rescheduled booking (to you)', 'Kind of message, to the owner.'),
  'list.kind.owner_new_review': m('New review (to you)', 'Kind of message, to the owner.'),
  'list.kind.member_new_booking': m('New booking (to the team member)', 'Kind of message, to a team member.'),
  'list.kind.member_booking_cancelled': m('Cancelled booking (to the team member)', 'Kind of message.'),
  'list.kind.member_booking_rescheduled': m('Rescheduled booking (to the team member)', 'Kind of message.'),
  'list.kind.team_invitation': m('Team invitation', 'Kind of message: an invitation to join the team.'),
  'list.kind.client_sign_in_code': m('Sign-in code', 'Kind of message: the code a client signs in with.'),
  'list.kind.waitlist_joined': m('Waitlist confirmation', 'Kind of message, to a client.'),
  'list.kind.waitlist_offer': m('Waitlist offer', 'Kind of message, to a client: a time became free.'),
  'list.kind.email_change_code': m('Email change code (to you)', 'Kind of message, to the owner.'),
  'list.kind.email_changed': m('Email address changed (to you)', 'Kind of message, to the owner.'),
  'list.kind.support_request': m(
    'Support request (to you, as admin)',
    'Kind of message, to a platform admin.',
  ),
  'list.kind.two_factor_enabled': m('Two-factor turned on (to you)', 'Kind of message, to the owner.'),
  'list.kind.two_factor_disabled': m('Two-factor turned off (to you)', 'Kind of message, to the owner.'),
  'list.kind.test_push': m(
    'Test notification (to you)',
    'Kind of message: the push an owner sends themselves from Settings to check a device.',
  ),
  'list.reason.noEmail': m('no email', 'Why a message was not sent: the client has no email address.'),
  'list.reason.noPhone': m('no phone', 'Why a message was not sent: no phone number to text.'),
  'list.reason.remindersOff': m(
    'the client turned reminders off',
    'Why a message was not sent: why it was not sent.',
  ),
  'list.reason.reminderPassed': m(
    'the reminder time had passed when the booking was made',
    'Why a message was not sent: why it was not sent.',
  ),
  'list.reason.cancelled': m(
    'cancelled',
    'Why a message was not sent: a reminder withdrawn because the booking was cancelled.',
  ),
  'list.reason.completed': m(
    'the visit was completed',
    'Why a message was not sent: a reminder withdrawn because the visit is done.',
  ),
  'list.reason.noShow': m(
    'the client did not come',
    'Why a message was not sent: a reminder withdrawn: the booking was marked no-show.',
  ),
  'list.reason.rescheduled': m(
    'rescheduled',
    'Why a message was not sent: a reminder withdrawn because the booking moved (a new one is queued).',
  ),
  'list.reason.emailOff': m(
    'the business turned email to clients off',
    'Why a message was not sent: why it was not sent.',
  ),
  'list.reason.smsOff': m(
    'the business turned SMS to clients off',
    'Why a message was not sent: why it was not sent.',
  ),
  'list.reason.businessGone': m(
    'the business no longer exists',
    'Why a message was not sent: why it was not sent.',
  ),
  'list.reason.bookingGone': m(
    'the booking no longer exists',
    'Why a message was not sent: why it was not sent.',
  ),
  'list.reason.started': m(
    'the appointment had already started',
    'Why a message was not sent: why it was not sent.',
  ),
  'list.reason.noEmailProvider': m(
    'no email provider configured',
    'Why a message was not sent: this server has no email service set up.',
  ),
  'list.reason.noSmsProvider': m(
    'no SMS provider configured',
    'Why a message was not sent: this server has no SMS service set up.',
  ),
  'list.reason.noDevices': m(
    'no subscribed devices',
    'Why a message was not sent: a push with no device signed up for notifications.',
  ),
  'list.reason.bookingIs': m(
    'the booking is {bookingStatus}',
    'Why a message was not sent: its booking is no longer live. {bookingStatus}: the booking’s status code (cancelled, completed, no_show, …).',
  ),
  'list.reason.gaveUp': m(
    '{reason} (gave up after {count, plural, one {# attempt} other {# attempts}})',
    'A message the app stopped retrying. {reason}: the last failure, as the email or SMS service said it; {count}: attempts made.',
  ),
  'list.reason.signInCodeUnreadable': m(
    'the sign-in code could not be read',
    'Why a message failed: its stored content was unreadable (rare; a fault, not the client’s).',
  ),
  'list.reason.waitlistUnreadable': m(
    'the waitlist message could not be read',
    'Why a message failed: its stored content was unreadable.',
  ),
  'list.reason.accountUnreadable': m(
    'the account message could not be read',
    'Why a message failed: its stored content was unreadable.',
  ),
  'list.reason.noPushUser': m(
    'no user to send the push to',
    'Why a push failed: it named no account to send it to.',
  ),
  'list.reason.pushPayloadInvalid': m(
    'push payload needs title, body and url',
    'Why a push failed: its stored content lacked a title, text or link.',
  ),
  'list.detail.signInCode': m(
    'Sign-in code {value}',
    'Under a sign-in code that could not be sent, for the owner to pass on by hand. {value}: six digits.',
  ),
  'list.detail.waitlistLink': m(
    'Waitlist link {value}',
    'Under a waitlist message that could not be sent, for the owner to pass on by hand. {value}: a web address.',
  ),
  'list.detail.invitationLink': m(
    'Invitation link {value}',
    'Under a team invitation that could not be sent, for the owner to pass on by hand. {value}: a web address.',
  ),
} satisfies SourceCatalog;
