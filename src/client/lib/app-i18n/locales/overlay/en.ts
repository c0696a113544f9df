// The notification overlay's English (docs/decisions/041): a part of the notifications catalog, whose translations
// (../notifications/) hold these messages too. Apart from the page's English so that the overlay's toasts, on every
// signed-in page, carry only their own words and share no chunk with the Notifications page. (A catalog's folder
// name holds no hyphen: scripts/message-catalogs.ts compiles `locales/{area}/{locale}.ts`.)
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

const m = (message: string, description: string) => ({ message, description });

export default {
  'overlay.label': m(
    'New notifications',
    'Name of the stack of pop-up notifications at the top of the screen, for screen readers.',
  ),
  'overlay.markRead': m('Mark read', 'Button on a pop-up notification: mark it read for good.'),
  'overlay.dismiss': m('Dismiss notification', 'Close button of a pop-up notification, for screen readers.'),
} satisfies SourceCatalog;
