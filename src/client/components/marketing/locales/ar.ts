// The marketing pages' header and footer in Arabic (docs/decisions/042): the landing page's tone.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'marketing.chrome.mainNav': 'التنقل الرئيسي',
  'marketing.chrome.home': 'الصفحة الرئيسية',
  'marketing.chrome.features': 'المزايا',
  'marketing.chrome.pricing': 'الأسعار',
  'marketing.chrome.colorGenerator': 'مولّد الألوان',
  'marketing.chrome.demo': 'عرض تجريبي',
  'marketing.chrome.signIn': 'تسجيل الدخول',
  'marketing.chrome.getStarted': 'ابدأ الآن',
  'marketing.chrome.dashboard': 'لوحة التحكم',
  'marketing.chrome.openMenu': 'فتح القائمة',
  'marketing.chrome.closeMenu': 'إغلاق القائمة',
  'marketing.chrome.footerAbout':
    'الحجز عبر الإنترنت وإدارة الأعمال للحلاقين والصالونات والمنتجعات الصحية والنوادي الرياضية والعيادات. تجربة مجانية لمدة 14 يومًا دون بطاقة ائتمان.',
  'marketing.chrome.product': 'المنتج',
  'marketing.chrome.tools': 'الأدوات',
  'marketing.chrome.liveDemo': 'عرض تجريبي مباشر',
  'marketing.chrome.mobileApp': 'تطبيق الجوال',
  'marketing.chrome.paletteGenerator': 'مولّد لوحات الألوان',
  'marketing.chrome.startTrial': 'ابدأ التجربة المجانية',
  'marketing.chrome.support': 'المساعدة والدعم',
  'marketing.chrome.rights': 'جميع الحقوق محفوظة.',
} satisfies Translations<typeof en>;
