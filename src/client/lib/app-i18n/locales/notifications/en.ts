// The owner's Notifications page in English, the source language (docs/decisions/041): a catalog of its own with the
// notification overlay's (its English in ../overlay/en.ts), loaded with their code rather than with the
// app's frame. ICU MessageFormat with a note for
// translators; the English wording is a contract: change it only with the spec. A notification's own title and text
// are the server's, written in English when it happens.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

const m = (message: string, description: string) => ({ message, description });

export default {
  'page.title': m('Notifications', 'Title of the page that lists every notification.'),
  'page.intro': m(
    'Bookings, reviews, payments and milestones as they happen.',
    'Under the title while the list loads.',
  ),
  'page.unread': m(
    '{count, plural, other {{total} unread}}',
    'Under the title: how many notifications are unread. {total}: the number.',
  ),
  'page.markAllRead': m('Mark all read', 'Button that marks every notification read.'),
  'filter.type': m('Type', 'Label of the select that filters by kind of notification.'),
  'filter.allTypes': m('All types', 'First choice of the type filter: no filter.'),
  'filter.typeName': m(
    '{type, select, booking {Booking} payment {Payment} review {Review} message {Message} reminder {Reminder} system {System} milestone {Milestone} other {Other}}',
    'A kind of notification, in the type filter.',
  ),
  'filter.unreadOnly': m('Unread only', 'Checkbox: show only unread notifications.'),
  'page.loading': m('Loading notifications', 'Spinner, for screen readers.'),
  'page.loadFailed': m('Could not load notifications.', 'Error when the list failed to load.'),
  'page.retry': m('Retry', 'Button after an error: load again.'),
  'page.empty': m('No notifications', 'Empty list.'),
  'page.pages': m('Pages', 'Name of the page navigation, for screen readers.'),
  'page.previous': m('Previous', 'Button: the previous page of notifications (newer ones).'),
  'page.next': m('Next', 'Button: the next page of notifications (older ones).'),
  'page.position': m('Page {page} of {pages}', 'Between the page buttons. {page}, {pages}: numbers.'),
} satisfies SourceCatalog;
