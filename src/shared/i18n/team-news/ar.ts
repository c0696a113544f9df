// The sentences the team's pushes and the app's notifications say alike, in Arabic (docs/decisions/047).
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'news.when': '{day} الساعة {time}',
  'news.title.newBooking': 'حجز جديد',
  'news.title.cancelled': 'تم إلغاء حجز',
  'news.title.moved': 'تم تغيير موعد حجز',
  'news.title.classCancelled': 'تم إلغاء حصة',
  'news.title.classMoved': 'تم نقل حصة',
  'news.title.review': 'تقييم جديد',
  'news.text.review':
    'ترك {client} تقييمًا {rating, plural, zero {بلا نجوم} one {بنجمة واحدة} two {بنجمتين} few {بـ{rating} نجوم} many {بـ{rating} نجمة} other {بـ{rating} نجمة}}.',
  'news.text.memberCancelled': 'ألغى {by} حجزك المحدد يوم {when}.',
  'news.text.memberMoved': 'نقل {by} حجزك من {from} إلى {to}.',
} satisfies Translations<typeof en>;
