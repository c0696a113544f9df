// The app's words outside every page (issue 28): the error screen the entry mounts around the whole app (spec part 2
// §2, MOB-39) and the toasts' own screen-reader words. Shown in the language of the page on screen (its <html lang>),
// as neither sits under a page's language provider.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

export default {
  'error.title': {
    message: 'Something went wrong',
    description: 'Heading of the screen shown when the app fails to show a page.',
  },
  'error.text': {
    message: 'Something went wrong. Please refresh the page to try again.',
    description: 'Text of the error screen, above its Refresh button.',
  },
  'error.refresh': { message: 'Refresh', description: 'Button: reload the page.' },
  'toast.label': {
    message: 'Notification',
    description: 'Read by screen readers before each pop-up message ("Notification: Saved").',
  },
  'toast.region': {
    message: 'Notifications ({hotkey})',
    description:
      'Screen-reader name of the area of pop-up messages. {hotkey}: the key that reaches it ("F8").',
  },
  'toast.close': { message: 'Close', description: 'Screen-reader name of a pop-up message’s close button.' },
} satisfies SourceCatalog;
