// The features page in Arabic (docs/decisions/042): neutral Modern Standard Arabic, the tone of the landing page's catalog.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'features.meta.title': 'المزايا: التقويم وصفحة الحجز والتذكيرات والمدفوعات والتحليلات · Bookwell',
  'features.meta.description':
    'كل ما يحتاجه النشاط الخدمي لاستقبال الحجوزات: تقويم عبر الإنترنت، وصفحة حجز، وتذكيرات عبر الرسائل النصية والبريد الإلكتروني، وجدولة الموظفين، والمدفوعات، والمراجعات، والتطبيقات، والتحليلات.',
  'features.eyebrow': 'المزايا',
  'features.title': 'كل ما تحتاجه لنشاط تجاري محجوز بالكامل',
  'features.lead':
    'من أول نقرة على صفحة الحجز حتى التذكير الذي يأتي بالعميل إلى بابك، يتولى Bookwell كل شيء، على الويب وعلى هاتفك.',
  'features.points.scheduling': 'جدولة ذكية',
  'features.points.notifications': 'إشعارات فورية',
  'features.points.analytics': 'تحليلات متقدّمة',
  'features.points.mobile': 'مصمَّم للجوال أولًا',
  'features.points.team': 'إدارة الفريق',
  'features.points.languages': 'لغات متعددة ومناطق زمنية',
  'features.start': 'ابدأ التجربة المجانية',
  'features.demo': 'جرّب العرض المباشر',
  'features.categories.onlineBooking.title': 'الحجز عبر الإنترنت',
  'features.categories.onlineBooking.intro': 'استقبل الحجوزات أينما وجدك عملاؤك، على مدار الساعة.',
  'features.categories.scheduling.title': 'الجدولة والفريق',
  'features.categories.scheduling.intro':
    'جدولة ذكية تراعي كل ساعات العمل وفترات الاستراحة وكل عضو في الفريق.',
  'features.categories.reminders.title': 'التأكيدات والتذكيرات',
  'features.categories.reminders.intro': 'رسائل تلقائية تُبقي عملاءك على اطلاع وكراسيك مشغولة.',
  'features.categories.paymentsReviews.title': 'المدفوعات والمراجعات',
  'features.categories.paymentsReviews.intro': 'احصل على مستحقاتك في موعدها وابنِ سمعتك.',
  'features.categories.apps.title': 'التطبيقات',
  'features.categories.apps.intro': 'أدِر نشاطك من أي جهاز، حتى عند انقطاع الاتصال.',
  'features.categories.insights.title': 'التحليلات والرؤى',
  'features.categories.insights.intro': 'تحليلات متقدّمة تُظهر ما ينجح وأين يمكنك النمو.',
  'features.items.calendar.title': 'تقويم عبر الإنترنت',
  'features.items.calendar.description':
    'كل موعد وكل عضو في الفريق وكل استراحة في تقويم مباشر واحد، يومي أو أسبوعي.',
  'features.items.bookingPage.title': 'صفحة الحجز',
  'features.items.bookingPage.description':
    'صفحة حجز بشعارك وألوانك وخدماتك، مفتوحة على مدار الساعة طوال الأسبوع.',
  'features.items.websiteWidgets.title': 'أدوات لموقعك الإلكتروني',
  'features.items.websiteWidgets.description': 'أضف زر «احجز الآن» أو نموذج حجز مدمجًا إلى موقعك الحالي.',
  'features.items.socialBooking.title': 'الحجز عبر وسائل التواصل',
  'features.items.socialBooking.description':
    'دع متابعيك يحجزون مباشرةً من حساباتك على Instagram وFacebook وTikTok.',
  'features.items.qrCodes.title': 'رموز QR',
  'features.items.qrCodes.description':
    'اطبع رمز QR لمكتب الاستقبال أو بطاقاتك أو واجهة المحل يفتح صفحة الحجز الخاصة بك.',
  'features.items.googleBooking.title': 'الحجز عبر Google',
  'features.items.googleBooking.description':
    'يمكن لمن يجدك في بحث Google أو خرائطها أن يحجز دون مغادرة الصفحة.',
  'features.items.virtualMeetings.title': 'اجتماعات افتراضية',
  'features.items.virtualMeetings.description':
    'قدّم استشارات عبر الإنترنت مع رابط فيديو يُضاف إلى الحجز تلقائيًا.',
  'features.items.recurring.title': 'مواعيد متكررة',
  'features.items.recurring.description': 'احجز سلاسل أسبوعية أو شهرية دفعة واحدة لعملائك الدائمين.',
  'features.items.groupBooking.title': 'الحجز الجماعي',
  'features.items.groupBooking.description': 'حصص وورش عمل بعدد مقاعد محدد، ليحجز عدة عملاء الجلسة نفسها.',
  'features.items.staffScheduling.title': 'جدولة الموظفين',
  'features.items.staffScheduling.description':
    'ساعات العمل والخدمات والإجازات لكل عضو في الفريق، ويختار عملاؤك من يخدمهم.',
  'features.items.availability.title': 'قواعد التوفر',
  'features.items.availability.description':
    'تتحول ساعات العمل وفترات الاستراحة والفواصل إلى أوقات قابلة للحجز. لا حجز مزدوج أبدًا.',
  'features.items.calendarSync.title': 'مزامنة التقويم',
  'features.items.calendarSync.description':
    'أبقِ تقويمات Google وOutlook وApple متوافقة مع جدولك في Bookwell.',
  'features.items.confirmations.title': 'تأكيدات فورية',
  'features.items.confirmations.description':
    'يتلقى العملاء تأكيدًا لحظة الحجز، مع كل التفاصيل التي يحتاجونها.',
  'features.items.emailReminders.title': 'تذكيرات بالبريد الإلكتروني',
  'features.items.emailReminders.description':
    'تذكيرات عبر البريد الإلكتروني قبل كل موعد بـ 24 ساعة وبساعتين.',
  'features.items.smsReminders.title': 'تذكيرات بالرسائل النصية',
  'features.items.smsReminders.description': 'تذكيرات نصية تقلّل حالات عدم الحضور بنحو 40%.',
  'features.items.followUps.title': 'المتابعة',
  'features.items.followUps.description': 'رسائل شكر وطلبات تقييم بعد كل زيارة، تُرسَل نيابةً عنك.',
  'features.items.notifications.title': 'إشعارات فورية',
  'features.items.notifications.description': 'اعرف فورًا عند إنشاء حجز أو تغييره أو إلغائه.',
  'features.items.payments.title': 'المدفوعات عبر الإنترنت',
  'features.items.payments.description': 'احصل على عربون أو المبلغ كاملًا عند الحجز، وتابع كل معاملة.',
  'features.items.reviews.title': 'المراجعات',
  'features.items.reviews.description': 'اجمع التقييمات بعد كل موعد واعرضها على صفحة الحجز الخاصة بك.',
  'features.items.mobileApps.title': 'تطبيقات الجوال',
  'features.items.mobileApps.description':
    'ثبّت Bookwell على الشاشة الرئيسية لهاتفك، مع الوصول دون اتصال والإشعارات.',
  'features.items.desktopApp.title': 'تطبيق سطح المكتب',
  'features.items.desktopApp.description': 'ثبّته على حاسوبك أيضًا ليبقى تقويمك على بُعد نقرة.',
  'features.items.brandedApp.title': 'تطبيق بهويتك',
  'features.items.brandedApp.description': 'امنح عملاءك تجربة تطبيق باسمك وألوانك وشعارك.',
  'features.items.analytics.title': 'لوحة التحليلات',
  'features.items.analytics.description': 'الحجوزات والإيرادات وأعداد العملاء للأسبوع والشهر والسنة.',
  'features.items.revenue.title': 'تتبّع الإيرادات',
  'features.items.revenue.description': 'اعرف ما تحققه كل خدمة وكل عضو في الفريق، واكتشف أفضل أيامك.',
  'features.items.clientInsights.title': 'رؤى العملاء',
  'features.items.clientInsights.description':
    'نظام لإدارة العملاء يجمع سجل كل عميل وتفضيلاته وملاحظاته في ملف واحد.',
  'features.items.reports.title': 'التقارير',
  'features.items.reports.description':
    'تقارير واضحة عن الحجوزات وحالات عدم الحضور والإيرادات، جاهزة للتصدير.',
  'features.cta.title': 'ابدأ استقبال الحجوزات اليوم',
  'features.cta.text': 'أعدّ خدماتك وساعات عملك وفريقك في دقائق. تجربة مجانية لمدة 14 يومًا دون بطاقة ائتمان.',
  'features.cta.primary': 'سجّلني الآن',
  'features.cta.secondary': 'اطّلع على الأسعار',
} satisfies Translations<typeof en>;
