// The app's words outside every page in French (issue 28): vous, as the app.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'error.title': 'Un problème est survenu',
  'error.text': 'Un problème est survenu. Actualisez la page pour réessayer.',
  'error.refresh': 'Actualiser',
  'toast.label': 'Notification',
  'toast.region': 'Notifications ({hotkey})',
  'toast.close': 'Fermer',
} satisfies Translations<typeof en>;
