// The team's push notifications in Arabic (docs/decisions/041).
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'push.newBooking.title': 'حجز جديد',
  'push.newBooking.body': 'حجز {client} خدمة {service} يوم {day} الساعة {time}',
  'push.newReview.title': 'مراجعة جديدة',
  'push.newReview.body':
    'ترك {client} مراجعة {rating, plural, zero {بلا نجوم} one {بنجمة واحدة} two {بنجمتين} few {بـ# نجوم} many {بـ# نجمة} other {بـ# نجمة}}.',
} satisfies Translations<typeof en>;
