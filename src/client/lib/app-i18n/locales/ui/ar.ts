// The app's words outside every page in Arabic (issue 28): Modern Standard Arabic, as the app.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'error.title': 'حدث خطأ ما',
  'error.text': 'حدث خطأ ما. يُرجى تحديث الصفحة والمحاولة مرة أخرى.',
  'error.refresh': 'تحديث',
  'toast.label': 'إشعار',
  'toast.region': 'الإشعارات ({hotkey})',
  'toast.close': 'إغلاق',
} satisfies Translations<typeof en>;
