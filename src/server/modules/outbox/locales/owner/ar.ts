// The team's push notifications, emails and texts in Arabic (docs/decisions/041).
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'push.newBooking.title': 'حجز جديد',
  'push.newBooking.body': 'حجز {client} خدمة {service} يوم {day} الساعة {time}',
  'push.newReview.title': 'مراجعة جديدة',
  'push.newReview.body':
    'ترك {client} مراجعة {rating, plural, zero {بلا نجوم} one {بنجمة واحدة} two {بنجمتين} few {بـ# نجوم} many {بـ# نجمة} other {بـ# نجمة}}.',
  'push.test.title': 'إشعار تجريبي',
  'push.test.body': 'إشعارات الدفع تعمل على هذا الجهاز.',
  'push.when': '{day} الساعة {time}',
  'push.cancelled.title': 'تم إلغاء حجز',
  'push.cancelled.body': 'ألغى {client} الحجز المحدد يوم {when}.',
  'push.cancelled.bodyBy': 'ألغى {by} حجزك المحدد يوم {when}.',
  'push.moved.title': 'تم تغيير موعد حجز',
  'push.moved.body': 'نقل {client} الحجز من {from} إلى {to}.',
  'push.moved.bodyBy': 'نقل {by} حجزك من {from} إلى {to}.',
  'push.classCancelled.title': 'تم إلغاء حصة',
  'push.classCancelled.body': 'ألغى {by} حصة {service} الخاصة بك يوم {when}.',
  'push.classMoved.title': 'تم نقل حصة',
  'push.classMoved.body': 'نقل {by} حصة {service} الخاصة بك من {from} إلى {to}.',
  'email.client': 'العميل',
  'email.calendarLink': 'عرضه في التقويم',
  'email.reviewsLink': 'القراءة والرد',
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
  'review.subject': 'مراجعة جديدة من {client}',
  'review.subjectRated':
    'مراجعة جديدة {rating, plural, zero {بلا نجوم} one {بنجمة واحدة} two {بنجمتين} few {بـ# نجوم} many {بـ# نجمة} other {بـ# نجمة}} من {client}',
  'review.lead': 'ترك {client} مراجعة لموعده لخدمة {what} يوم {when}.',
  'review.leadRated':
    'ترك {client} مراجعة {rating, plural, zero {بلا نجوم} one {بنجمة واحدة} two {بنجمتين} few {بـ# نجوم} many {بـ# نجمة} other {بـ# نجمة}} لموعده لخدمة {what} يوم {when}.',
  'review.sms': 'مراجعة جديدة من {client} ({service}، {when}).',
  'review.smsRated':
    'مراجعة جديدة {rating, plural, zero {بلا نجوم} one {بنجمة واحدة} two {بنجمتين} few {بـ# نجوم} many {بـ# نجمة} other {بـ# نجمة}} من {client} ({service}، {when}).',
} satisfies Translations<typeof en>;
