// The landing page in Arabic (docs/decisions/042): neutral, courteous Modern Standard Arabic, as in the booking
// page's catalog; read right to left, with Western digits (shared/i18n/locales.ts): a counted number is written
// {count} rather than #.
import chrome from '#client/components/marketing/locales/ar.ts';
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';
import type later from './later/en.ts';

export default {
  ...chrome,
  'page.language': 'اللغة',
  'landing.meta.title':
    'Bookwell: برنامج الحجز عبر الإنترنت للصالونات والمنتجعات الصحية والاستوديوهات والعيادات',
  'landing.meta.description':
    'دع عملاءك يحجزون على مدار الساعة، وقلّل حالات عدم الحضور بالتذكير عبر الرسائل النصية والبريد الإلكتروني، وطوّر عملك بجدولة ذكية وتحليلات دقيقة. ابدأ تجربتك المجانية لمدة 14 يومًا دون بطاقة ائتمان.',
  'landing.heading': 'Bookwell: الحجز عبر الإنترنت وإدارة الأعمال للأنشطة الخدمية',
  'landing.hero.label': 'أبرز المزايا',
  'landing.hero.slide': '{number} من {count}',
  'landing.hero.show': 'عرض الشريحة {number} من {count}',
  'landing.hero.previous': 'الشريحة السابقة',
  'landing.hero.next': 'الشريحة التالية',
  'landing.hero.stop': 'إيقاف العرض التلقائي للشرائح',
  'landing.hero.start': 'تشغيل العرض التلقائي للشرائح',
  'landing.hero.booking.badge': 'منصة الحجز الأولى للأنشطة الخدمية',
  'landing.hero.booking.title': 'دع عملاءك يحجزون فورًا.',
  'landing.hero.booking.highlight': 'ونمِّ عملك بسرعة أكبر.',
  'landing.hero.booking.description':
    'جدولة ذكية، وصفحة حجز تحمل علامتك التجارية ومتاحة على مدار الساعة، وتذكيرات تلقائية عبر الرسائل النصية والبريد الإلكتروني، وتحليلات فورية، وكل ذلك في مكان واحد. مصمَّم للجوال أولًا، للحلاقين والصالونات والمنتجعات الصحية والاستوديوهات والعيادات.',
  'landing.hero.booking.primary': 'ابدأ التجربة المجانية',
  'landing.hero.booking.secondary': 'شاهد العرض التجريبي',
  'landing.hero.booking.trust': 'يثق بنا أكثر من 10,000 نشاط تجاري · تجربة مجانية لمدة 14 يومًا دون بطاقة',
  'landing.hero.websites.badge': 'تطوير مواقع إلكترونية احترافية',
  'landing.hero.websites.title': 'مواقع مذهلة',
  'landing.hero.websites.highlight': 'تحوّل الزوار إلى حجوزات.',
  'landing.hero.websites.description':
    'يصمّم فريقنا لنشاطك التجاري موقعًا سريعًا ومتوافقًا مع الجوال، مع حجز مدمج عبر الإنترنت. بسعر ثابت واحد، ويُسلَّم خلال 7–14 يومًا.',
  'landing.hero.websites.primary': 'تصفّح أعمالنا',
  'landing.hero.websites.secondary': 'اطلب عرض سعر',
  'landing.hero.websites.trust': 'أكثر من 150 موقعًا منجزًا · 30 يومًا من التعديلات المجانية',
  'landing.phone.label': 'رسم توضيحي لتطبيق Bookwell على هاتف: تقويم شهري ومواعيد اليوم',
  'landing.phone.today': 'اليوم',
  'landing.phone.bookings':
    '{count, plural, zero {لا حجوزات} one {حجز واحد} two {حجزان} few {{count} حجوزات} many {{count} حجزًا} other {{count} حجز}}',
  'landing.phone.confirmed': 'مؤكَّد',
  'landing.phone.pending': 'بانتظار التأكيد',
  'landing.phone.haircut': 'قص وتصفيف',
  'landing.phone.massage': 'تدليك الأنسجة العميقة',
  'landing.phone.training': 'تدريب شخصي',
  'landing.browser.label': 'رسم توضيحي لموقع نشاط تجاري مع حجز مدمج عبر الإنترنت',
  'landing.browser.category': 'الشعر والتجميل',
  'landing.browser.title': 'صالونك على الإنترنت',
  'landing.browser.book': 'احجز الآن',
  'landing.browser.cut': 'قص وتصفيف',
  'landing.browser.colour': 'صبغ',
  'landing.browser.treatments': 'علاجات',
  'landing.website.eyebrow': 'تطوير المواقع الإلكترونية',
  'landing.website.title': 'موقع احترافي يحوّل الزوار إلى حجوزات',
  'landing.website.text':
    'إلى جانب منصة الحجز، يصمّم فريقنا مواقع إلكترونية متكاملة للأنشطة الخدمية ويبنيها. أكثر من 150 موقعًا منجزًا، بسعر ثابت قدره {price}.',
  'landing.website.delivery': 'التسليم خلال {days} يومًا',
  'landing.website.revisions': '{days} يومًا من التعديلات المجانية',
  'landing.website.templates': '{count} قوالب جاهزة حسب القطاع للبدء منها',
  'landing.website.booking': 'حجز مدمج عبر الإنترنت من اليوم الأول',
  'landing.website.payment': '{upfront}% مقدمًا و{rest}% عند التسليم',
  'landing.website.portfolio': 'شاهد أعمالنا',
  'landing.website.pricing': 'أسعار المواقع',
  'landing.website.template.title': 'اختر قالبًا',
  'landing.website.template.text': 'ابدأ بأحد التصاميم الستة المخصصة للقطاعات.',
  'landing.website.build.title': 'نبنيه لك',
  'landing.website.build.text': 'محتواك وألوان علامتك التجارية وصفحة الحجز، مترابطة معًا.',
  'landing.website.live.title': 'أطلِق موقعك',
  'landing.website.live.text': 'الإطلاق خلال 7–14 يومًا، ثم التحسين بالتعديلات المجانية.',
  'landing.types.eyebrow': 'مصمَّم للأنشطة الخدمية',
  'landing.types.title': 'يناسب طريقتك في العمل',
  'landing.types.lead': 'أيًّا كان ما تقدّمه بالمواعيد، يتكيّف Bookwell مع يومك.',
  'landing.types.barbers': 'الحلاقون وصالونات الشعر',
  'landing.types.spas': 'المنتجعات الصحية والعافية',
  'landing.types.fitness': 'استوديوهات اللياقة واليوغا',
  'landing.types.clinics': 'العيادات والرعاية الصحية',
  'landing.types.beauty': 'مراكز التجميل والأظافر',
  'landing.types.creatives': 'المصورون والمبدعون',
  'landing.features.eyebrow': 'كل شيء في مكان واحد',
  'landing.features.title': 'أعمال إدارية أقل، ومواعيد أكثر',
  'landing.features.lead':
    'التقويم وصفحة الحجز والمدفوعات والتقييمات والتذكيرات والفريق والتحليلات وإدارة علاقات العملاء، تعمل معًا.',
  'landing.features.all': 'استكشف جميع المزايا',
  'landing.features.scheduling.title': 'جدولة ذكية',
  'landing.features.scheduling.text':
    'تُجمع ساعات العمل وتوفّر أعضاء الفريق ومدد الخدمات في أوقات قابلة للحجز، فلا يُحجز الوقت نفسه مرتين أبدًا.',
  'landing.features.notifications.title': 'إشعارات فورية',
  'landing.features.notifications.text':
    'تأكيد فور حجز العميل، إضافة إلى تذكيرات عبر الرسائل النصية والبريد الإلكتروني قبل كل موعد بـ 24 ساعة وساعتين.',
  'landing.features.analytics.title': 'تحليلات متقدمة',
  'landing.features.analytics.text':
    'الإيرادات والحجوزات وأوقات الذروة والخدمات الأكثر طلبًا في لمحة واحدة، مع تقارير تساعدك على اتخاذ القرار.',
  'landing.features.mobile.title': 'تصميم للجوال أولًا',
  'landing.features.mobile.text':
    'أدِر يومك من هاتفك. ثبّت التطبيق على الشاشة الرئيسية وواصل العمل حتى عند انقطاع الإشارة.',
  'landing.features.team.title': 'إدارة الفريق',
  'landing.features.team.text':
    'امنح كل عضو في فريقك جدوله وخدماته وساعات عمله، ودع العملاء يختارون من يحجزون معه.',
  'landing.features.languages.title': 'لغات متعددة ومناطق زمنية',
  'landing.features.languages.text':
    'يرى العملاء المواعيد بالمنطقة الزمنية لنشاطك التجاري أينما حجزوا، وباللغة التي تناسبهم.',
  'landing.stats.title': 'Bookwell بالأرقام',
  'landing.stats.businesses': 'نشاط تجاري نشط',
  'landing.stats.bookings': 'عملية حجز',
  'landing.stats.growth': 'متوسط نمو الإيرادات',
  'landing.stats.uptime': 'نسبة الجاهزية',
  'landing.stats.noShows': 'انخفاض في حالات عدم الحضور',
  'landing.stats.support': 'زمن استجابة الدعم',
  'landing.stats.hours':
    '{hours, plural, one {< ساعة} two {< ساعتين} few {< {hours} ساعات} other {< {hours} ساعة}}',
  'landing.cta.title': 'هل أنت مستعد لملء تقويمك؟',
  'landing.cta.text': 'انضم إلى أكثر من 10,000 نشاط تجاري تستقبل الحجوزات على مدار الساعة. الإعداد في دقائق.',
  'landing.cta.primary': 'ابدأ التجربة المجانية',
  'landing.cta.secondary': 'اطّلع على الأسعار',
  'landing.cta.note': 'تجربة مجانية لمدة 14 يومًا · دون بطاقة ائتمان · إلغاء في أي وقت',
  'landing.testimonials.eyebrow': 'ما يمكنك توقّعه',
  'landing.testimonials.title': 'نتائج تُحدث فرقًا',
  'landing.testimonials.lead':
    'أمثلة توضيحية للنتائج التي تسعى إليها الأنشطة الخدمية مع Bookwell. وهي ليست تقييمات من عملاء حقيقيين بأسمائهم.',
  'landing.testimonials.quote': '«{quote}»',
  'landing.testimonials.who': '{name}، {business}',
  'landing.testimonials.badge': 'مثال توضيحي',
  'landing.testimonials.rating': 'التقييم {rating} من 5',
  'landing.testimonials.salon.name': 'صاحبة صالون',
  'landing.testimonials.salon.business': 'صالون تصفيف شعر (مثال)',
  'landing.testimonials.salon.review':
    'صار العملاء يحجزون بأنفسهم في منتصف الليل بدلًا من الاتصال أثناء قصّ الشعر. تُرسَل التذكيرات تلقائيًا، وامتلأت كراسينا الفارغة.',
  'landing.testimonials.salon.metrics': 'حالات عدم حضور أقل بنسبة 40%',
  'landing.testimonials.salon.timeframe': 'أول 3 أشهر',
  'landing.testimonials.spa.name': 'مديرة منتجع صحي',
  'landing.testimonials.spa.business': 'منتجع صحي نهاري (مثال)',
  'landing.testimonials.spa.review':
    'لكل معالج ساعات عمله وخدماته، ولا يحجز التقويم الغرفة نفسها مرتين أبدًا. وانخفض وقت المكالمات في الاستقبال بشكل كبير.',
  'landing.testimonials.spa.metrics': 'توفير 12 ساعة أسبوعيًا',
  'landing.testimonials.spa.timeframe': 'أول شهرين',
  'landing.testimonials.fitness.name': 'مؤسس استوديو',
  'landing.testimonials.fitness.business': 'استوديو لياقة بدنية (مثال)',
  'landing.testimonials.fitness.review':
    'إعداد الحصص الجماعية والجلسات المتكررة سهل، ويحجز الأعضاء الحصة التالية من هواتفهم فور انتهاء التمرين.',
  'landing.testimonials.fitness.metrics': 'حجوزات متكررة أكثر بنسبة 35%',
  'landing.testimonials.fitness.timeframe': 'أول 6 أشهر',
  'landing.testimonials.physio.name': 'مديرة عيادة',
  'landing.testimonials.physio.business': 'عيادة علاج طبيعي (مثال)',
  'landing.testimonials.physio.review':
    'يتلقى المرضى تذكيرًا قبل موعدهم بـ 24 ساعة ثم قبله بساعتين. أصبحت الإلغاءات في اللحظة الأخيرة نادرة، ويسير اليوم في موعده.',
  'landing.testimonials.physio.metrics': 'إلغاءات متأخرة أقل بنسبة 30%',
  'landing.testimonials.physio.timeframe': 'أول 4 أشهر',
  'landing.testimonials.barber.name': 'صاحب صالون حلاقة',
  'landing.testimonials.barber.business': 'صالون حلاقة (مثال)',
  'landing.testimonials.barber.review':
    'رابط الحجز موجود في حساباتنا على وسائل التواصل وعلى رمز QR عند المكتب. والزبائن الذين كانوا يأتون دون موعد صاروا يحجزون مسبقًا.',
  'landing.testimonials.barber.metrics': 'نمو في الإيرادات بنسبة 40%',
  'landing.testimonials.barber.timeframe': 'السنة الأولى',
  'landing.testimonials.photo.name': 'مصوّرة',
  'landing.testimonials.photo.business': 'استوديو تصوير (مثال)',
  'landing.testimonials.photo.review':
    'أُطلق الموقع الجديد وصفحة الحجز في أقل من أسبوعين. تُدفع جلسات التصوير مقدمًا، ويتزامن التقويم مع هاتفي.',
  'landing.testimonials.photo.metrics': 'ضعف الاستفسارات عبر الإنترنت',
  'landing.testimonials.photo.timeframe': 'أول 3 أشهر',
  'landing.faq.eyebrow': 'أسئلة وأجوبة',
  'landing.faq.title': 'الأسئلة الشائعة',
  'landing.faq.trial.question': 'كيف تعمل التجربة المجانية؟',
  'landing.faq.trial.answer':
    'تحصل على 14 يومًا من الخطة الاحترافية كاملةً دون الحاجة إلى بطاقة ائتمان. وعند انتهاء التجربة يمكنك المتابعة مقابل {monthly} لكل مستخدم شهريًا.',
  'landing.faq.cost.question': 'كم تبلغ تكلفة Bookwell بعد التجربة؟',
  'landing.faq.cost.answer':
    'خطة احترافية واحدة: {monthly} لكل مستخدم شهريًا، أو {annual} لكل مستخدم سنويًا مع الفوترة السنوية، أي توفير بنسبة 17%. والخدمات والحجوزات بلا حدود.',
  'landing.faq.account.question': 'هل يمكن لعملائي الحجز دون إنشاء حساب؟',
  'landing.faq.account.answer':
    'نعم. يفتح عملاؤك صفحة الحجز الخاصة بك، ويختارون خدمة وموعدًا (وعضوًا من الفريق إن أردت)، ثم يؤكدون الحجز بالاسم ورقم الهاتف، على مدار الساعة.',
  'landing.faq.reminders.question': 'كيف تقلّل التذكيرات من حالات عدم الحضور؟',
  'landing.faq.reminders.answer':
    'يرسل Bookwell تذكيرات عبر الرسائل النصية والبريد الإلكتروني قبل كل موعد بـ 24 ساعة وبساعتين. وعادةً ما تنخفض حالات عدم الحضور لدى الأنشطة التجارية بنحو 40%.',
  'landing.faq.team.question': 'هل يمكنني إدارة فريق بمواعيد عمل مختلفة؟',
  'landing.faq.team.answer':
    'نعم. لكل عضو في الفريق ساعات عمله وخدماته وإجازاته، ويضمن التقويم ألّا يُحجز أحد لموعدين في الوقت نفسه.',
  'landing.faq.phone.question': 'هل يعمل على هاتفي؟',
  'landing.faq.phone.answer':
    'صُمّم Bookwell للجوال أولًا. يمكنك تثبيته على شاشتك الرئيسية كأي تطبيق، وتلقّي الإشعارات، ومواصلة العمل حتى عند انقطاع الاتصال.',
  'landing.faq.languages.question': 'هل تدعمون لغات ومناطق زمنية أخرى؟',
  'landing.faq.languages.answer':
    'نعم. لكل نشاط تجاري منطقته الزمنية الخاصة، لذا تظهر أوقات المواعيد دائمًا بشكل صحيح، وتدعم تجربة الحجز عدة لغات.',
  'landing.faq.website.question': 'هل يمكنكم إنشاء موقع إلكتروني لنشاطي التجاري؟',
  'landing.faq.website.answer':
    'نعم، كخدمة منفصلة: موقع احترافي مقابل {website} تُدفع مرة واحدة، يُسلَّم خلال 7–14 يومًا مع 30 يومًا من التعديلات المجانية. تدفع 50% مقدمًا و50% عند التسليم.',
  'landing.faq.cancel.question': 'ماذا يحدث إذا ألغيت الاشتراك؟',
  'landing.faq.cancel.answer':
    'يمكنك الإلغاء في أي وقت. يشمل الشهر الأول ضمان استرداد المبلغ خلال 30 يومًا، وتبقى بياناتك متاحة لمدة 30 يومًا بعد الإلغاء لتتمكن من تصديرها.',
  'landing.faq.support.question': 'ما مدى سرعة الدعم؟',
  'landing.faq.support.answer':
    'يرد فريق الدعم لدينا خلال ساعتين، وتعمل المنصة بنسبة جاهزية 99.9%، لذا تبقى صفحة الحجز الخاصة بك متاحة دائمًا.',
} satisfies Translations<typeof en & typeof later>;
