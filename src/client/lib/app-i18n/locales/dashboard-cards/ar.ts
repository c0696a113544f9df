// The owner's dashboard cards in Arabic (docs/decisions/041): neutral Modern Standard Arabic, plain and short.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'waitlist.title': 'قائمة الانتظار',
  'waitlist.titleOff': 'قائمة الانتظار (متوقفة)',
  'waitlist.open': 'فتح قائمة الانتظار',
  'waitlist.summary':
    '{count, plural, zero {لم يُملأ أي موعد ملغى} one {مُلئ موعد ملغى واحد} two {مُلئ موعدان ملغيان} few {مُلئت {refilled} مواعيد ملغاة} many {مُلئ {refilled} موعدًا ملغى} other {مُلئ {refilled} موعد ملغى}} هذا الشهر، ووُفّر {saved}. عدد المنتظرين: {active}.',
  'waitlist.with': 'مع {member}',
  'waitlist.offered': 'عُرض عليه: {day}، {time}',
  'waitlist.remove': 'إزالة',

  'remove.title': 'إزالة {name} من قائمة الانتظار؟',
  'remove.text':
    'لن تُعرض عليه بعد الآن المواعيد التي تتاح. لن يُبلَّغ بذلك، ويمكنه الانضمام مجددًا من صفحة الحجز الخاصة بك.',
  'remove.textHeld':
    'لن تُعرض عليه بعد الآن المواعيد التي تتاح، وسيُلغى حجز الموعد المحجوز له. لن يُبلَّغ بذلك، ويمكنه الانضمام مجددًا من صفحة الحجز الخاصة بك.',
  'remove.confirm': 'إزالة',
  'remove.pending': 'جارٍ الإزالة…',
  'remove.cancel': 'إلغاء',
  'remove.done': 'أُزيل من قائمة الانتظار',
  'remove.doneText': 'لم يعد {client} ينتظر موعدًا لخدمة {service}.',
  'remove.failed': 'تعذّرت إزالة الإدخال',

  'stats.revenueHelp':
    'الزيارات المؤكدة والمكتملة: المبلغ المدفوع (بعد خصم المبالغ المستردة) عند تسجيل المدفوعات، وإلا فالسعر المحجوز.',

  'weather.label': 'الطقس',
  'weather.loading': 'جارٍ تحميل الطقس…',
  'weather.temperature': '{degrees}°م',
  'weather.sky':
    '{sky, select, clear_sky {سماء صافية} mainly_clear {صافٍ في الغالب} partly_cloudy {غائم جزئيًا} overcast {غائم} fog {ضباب} freezing_fog {ضباب متجمد} light_drizzle {رذاذ خفيف} drizzle {رذاذ} heavy_drizzle {رذاذ كثيف} freezing_drizzle {رذاذ متجمد} light_rain {مطر خفيف} rain {مطر} heavy_rain {مطر غزير} freezing_rain {مطر متجمد} light_snow {ثلج خفيف} snow {ثلج} heavy_snow {ثلج كثيف} snow_grains {حبيبات ثلجية} rain_showers {زخات مطر} violent_rain_showers {زخات مطر عنيفة} snow_showers {زخات ثلج} heavy_snow_showers {زخات ثلج كثيفة} thunderstorm {عاصفة رعدية} thunderstorm_with_hail {عاصفة رعدية مع برد} other {{text}}}',
  'weather.unavailable': 'الطقس المباشر غير متاح',

  'dialog.close': 'إغلاق',
  'activity.allTitle': 'كل النشاط',
  'activity.unreadCount': '{unread, plural, other {غير المقروء: {count}.}}',
  'activity.selectToRead': 'اختر عنصرًا لتعليمه كمقروء.',
  'activity.none': 'لا يوجد نشاط بعد.',
  'activity.unreadItem': '(غير مقروء)',
  'activity.open': 'فتح: {title}',
  'activity.justNow': 'الآن',
  'activity.minutesAgo':
    '{count, plural, one {قبل دقيقة} two {قبل دقيقتين} few {قبل {minutes} دقائق} other {قبل {minutes} دقيقة}}',
  'activity.hoursAgo':
    '{count, plural, one {قبل ساعة} two {قبل ساعتين} few {قبل {hours} ساعات} other {قبل {hours} ساعة}}',
  'activity.daysAgo':
    '{count, plural, one {قبل يوم} two {قبل يومين} few {قبل {days} أيام} other {قبل {days} يوم}}',

  'targets.title': 'تعديل الأهداف',
  'targets.goalsTitle': 'تعديل أهداف الإيرادات',
  'targets.description': 'تقيس أشرطة التقدم أرقامك مقارنةً بهذه الأهداف.',
  'targets.monthlyRevenue': 'هدف الإيرادات الشهري',
  'targets.monthlyRevenueHint': 'الإيرادات التي تسعى إليها كل شهر.',
  'targets.quarterlyRevenue': 'هدف الإيرادات الربع السنوي',
  'targets.quarterlyRevenueHint': 'الإيرادات التي تسعى إليها كل ربع سنة.',
  'targets.weeklyBookings': 'هدف الحجوزات الأسبوعي',
  'targets.weeklyBookingsHint': 'عدد الحجوزات التي تسعى إليها كل أسبوع.',
  'targets.clientGrowth': 'هدف العملاء',
  'targets.clientGrowthHint': 'عدد العملاء الذي تسعى للوصول إليه.',
  'targets.moneyLabel': '{label} ({currency})',
  'targets.notNumber': '{label}: يجب أن يكون رقمًا',
  'targets.notPositive': '{label}: يجب أن يكون أكبر من 0',
  'targets.tooLarge': '{label}: القيمة كبيرة جدًا',
  'targets.decimals': '{label}: منزلتان عشريتان على الأكثر',
  'targets.notWhole': '{label}: يجب أن يكون عددًا صحيحًا',
  'targets.saved': 'تم تحديث الأهداف',
  'targets.savedText': 'يُقاس تقدمك الآن وفق الأهداف الجديدة.',
  'targets.cancel': 'إلغاء',
  'targets.saving': 'جارٍ الحفظ…',
  'targets.save': 'حفظ الأهداف',
} satisfies Translations<typeof en>;
