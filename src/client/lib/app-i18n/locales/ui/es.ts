// The app's words outside every page in Spanish (issue 28): tuteo, as the app.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'error.title': 'Algo ha salido mal',
  'error.text': 'Algo ha salido mal. Recarga la página para intentarlo de nuevo.',
  'error.refresh': 'Recargar',
  'toast.label': 'Notificación',
  'toast.region': 'Notificaciones ({hotkey})',
  'toast.close': 'Cerrar',
} satisfies Translations<typeof en>;
