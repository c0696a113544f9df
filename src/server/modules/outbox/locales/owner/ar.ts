// The team's push notifications, emails and texts in Arabic (docs/decisions/041).
import type { Translations } from '#shared/i18n/catalog.ts';
import teamNews from '#shared/i18n/team-news/ar.ts';
import type en from './en.ts';

export default {
  ...teamNews,
  'push.newBooking.body': 'حجز {client} خدمة {service} يوم {day} الساعة {time}',
  'push.test.title': 'إشعار تجريبي',
  'push.test.body': 'إشعارات الدفع تعمل على هذا الجهاز.',
  'push.cancelled.body': 'ألغى {client} الحجز المحدد يوم {when}.',
  'push.moved.body': 'نقل {client} الحجز من {from} إلى {to}.',
  'push.classCancelled.body': 'ألغى {by} حصة {service} الخاصة بك يوم {when}.',
  'push.classMoved.body': 'نقل {by} حصة {service} الخاصة بك من {from} إلى {to}.',
  'email.client': 'العميل',
  'email.calendarLink': 'عرضه في تقويمك',
  'email.reviewsLink': 'قراءة التقييم والرد عليه',
  'email.why': 'تصلك هذه الرسالة لأن إشعارات البريد الإلكتروني مفعّلة في إعدادات Bookwell',
  'newBooking.subject': 'حجز جديد: {client}، {service}، {when}',
  'newBooking.lead': 'حجز {client} موعدًا لخدمة {what} يوم {when}.',
  'newBooking.leadBy': 'حجز {by} موعدًا لخدمة {what} للعميل {client} يوم {when}.',
  'newBooking.sms': 'حجز جديد: {client}، {what}، {when}.',
  'cancelled.subject': 'إلغاء حجز: {client}، {service}، {when}',
  'cancelled.lead': 'ألغى {client} موعده لخدمة {what} يوم {when}.',
  'cancelled.leadBy': 'ألغى {by} موعد العميل {client} لخدمة {what} يوم {when}.',
  'cancelled.sms': 'إلغاء: {client}، {what}، {when}.',
  'moved.subject': 'تغيير موعد حجز: {client}، {service}، الموعد الجديد {when}',
  'moved.lead': 'نقل {client} موعده لخدمة {what} إلى {when}.',
  'moved.leadWas': 'نقل {client} موعده لخدمة {what} إلى {when} (كان يوم {was}).',
  'moved.leadBy': 'نقل {by} موعد العميل {client} لخدمة {what} إلى {when}.',
  'moved.leadByWas': 'نقل {by} موعد العميل {client} لخدمة {what} إلى {when} (كان يوم {was}).',
  'moved.sms': 'تغيير موعد: {client}، {what}، الموعد الجديد {when}.',
  'review.subject': 'تقييم جديد من {client}',
  'review.subjectRated':
    'تقييم جديد {rating, plural, zero {بلا نجوم} one {بنجمة واحدة} two {بنجمتين} few {بـ{rating} نجوم} many {بـ{rating} نجمة} other {بـ{rating} نجمة}} من {client}',
  'review.lead': 'ترك {client} تقييمًا لموعده لخدمة {what} يوم {when}.',
  'review.leadRated':
    'ترك {client} تقييمًا {rating, plural, zero {بلا نجوم} one {بنجمة واحدة} two {بنجمتين} few {بـ{rating} نجوم} many {بـ{rating} نجمة} other {بـ{rating} نجمة}} لموعده لخدمة {what} يوم {when}.',
  'review.sms': 'تقييم جديد من {client} ({service}، {when}).',
  'review.smsRated':
    'تقييم جديد {rating, plural, zero {بلا نجوم} one {بنجمة واحدة} two {بنجمتين} few {بـ{rating} نجوم} many {بـ{rating} نجمة} other {بـ{rating} نجمة}} من {client} ({service}، {when}).',
} satisfies Translations<typeof en>;
