// The owner's Notifications page and the notification overlay in Arabic (docs/decisions/041): Modern Standard Arabic,
// plain and short.
import type { Translations } from '#shared/i18n/catalog.ts';
import type overlay from '../overlay/en.ts';
import type en from './en.ts';

export default {
  'page.title': 'الإشعارات',
  'page.intro': 'الحجوزات والتقييمات والمدفوعات والإنجازات فور حدوثها.',
  'page.unread':
    '{count, plural, zero {لا إشعارات غير مقروءة} one {إشعار واحد غير مقروء} two {إشعاران غير مقروءين} few {{total} إشعارات غير مقروءة} many {{total} إشعارًا غير مقروء} other {{total} إشعار غير مقروء}}',
  'page.markAllRead': 'تعليم الكل كمقروء',
  'filter.type': 'النوع',
  'filter.allTypes': 'كل الأنواع',
  'filter.typeName':
    '{type, select, booking {حجز} payment {دفعة} review {تقييم} message {رسالة} reminder {تذكير} system {النظام} milestone {إنجاز} other {أخرى}}',
  'filter.unreadOnly': 'غير المقروءة فقط',
  'page.loading': 'جارٍ تحميل الإشعارات',
  'page.loadFailed': 'تعذّر تحميل الإشعارات.',
  'page.retry': 'إعادة المحاولة',
  'page.empty': 'لا توجد إشعارات',
  'page.pages': 'الصفحات',
  'page.previous': 'السابقة',
  'page.next': 'التالية',
  'page.position': 'الصفحة {page} من {pages}',
  'overlay.label': 'إشعارات جديدة',
  'overlay.markRead': 'تعليم كمقروء',
  'overlay.dismiss': 'إغلاق الإشعار',
} satisfies Translations<typeof en & typeof overlay>;
