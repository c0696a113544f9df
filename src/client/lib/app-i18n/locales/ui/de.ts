// The app's words outside every page in German (issue 28): Sie, as the app.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'error.title': 'Etwas ist schiefgelaufen',
  'error.text': 'Etwas ist schiefgelaufen. Bitte laden Sie die Seite neu, um es noch einmal zu versuchen.',
  'error.refresh': 'Neu laden',
  'toast.label': 'Benachrichtigung',
  'toast.region': 'Benachrichtigungen ({hotkey})',
  'toast.close': 'Schließen',
} satisfies Translations<typeof en>;
