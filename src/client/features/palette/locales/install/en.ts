// The install words the colour generator needs only later (issue 28): the instructions its Install App button shows
// when pressed, and the floating install banner's, which shows 2 s at the earliest after the browser offers
// installation. English comes with install-i18n.ts, fetched then; another language has them in its one catalog.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

export default {
  'palette.install.ios': {
    message:
      'To install Bookwell on your iPhone or iPad, tap the Share button, then choose "Add to Home Screen".',
    description:
      'Alert on an iPhone or iPad. Use the names Safari shows in the language ("Share", "Add to Home Screen").',
  },
  'palette.install.browser': {
    message:
      'To install Bookwell, open your browser menu and choose "Install app" (or "Add to Home screen"), or use the install icon in the address bar.',
    description:
      'Alert where the browser offers no install prompt. Use the menu names browsers show in the language.',
  },
  'palette.banner.title': {
    message: 'Install Bookwell App',
    description: 'Heading of the floating banner that offers to install the app.',
  },
  'palette.banner.text': {
    message: 'Get the full app experience with offline access and notifications.',
    description: 'Text of the install banner.',
  },
  'palette.banner.install': { message: 'Install Now', description: 'Install banner button.' },
  'palette.banner.later': {
    message: 'Maybe Later',
    description: 'Install banner button: hide it for a day.',
  },
  'palette.banner.close': {
    message: 'Close',
    description: 'Screen-reader name of the banner’s close button.',
  },
} satisfies SourceCatalog;
