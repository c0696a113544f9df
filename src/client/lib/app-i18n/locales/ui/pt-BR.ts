// The app's words outside every page in Brazilian Portuguese (issue 28): você, as the app.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'error.title': 'Algo deu errado',
  'error.text': 'Algo deu errado. Atualize a página para tentar de novo.',
  'error.refresh': 'Atualizar',
  'toast.label': 'Notificação',
  'toast.region': 'Notificações ({hotkey})',
  'toast.close': 'Fechar',
} satisfies Translations<typeof en>;
