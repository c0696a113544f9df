// The repeat controls and the series review in Arabic (docs/decisions/041): neutral Modern Standard Arabic.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

const WEEKDAY =
  '{day, select, 0 {الأحد} 1 {الاثنين} 2 {الثلاثاء} 3 {الأربعاء} 4 {الخميس} 5 {الجمعة} other {السبت}}';

export default {
  'repeat.label': 'التكرار',
  'repeat.none': 'لا يتكرر',
  'repeat.weekly': 'أسبوعيًا',
  'repeat.monthly': 'شهريًا',
  'repeat.monthlyOn': '{monthly} (اليوم نفسه من الأسبوع)',
  'repeat.every': 'كل',
  'repeat.interval':
    '{count, plural, one {أسبوع} two {أسبوعين} few {# أسابيع} many {# أسبوعًا} other {# أسبوع}}',
  'repeat.ends': 'ينتهي',
  'repeat.endsAfter': 'بعد عدد من المواعيد',
  'repeat.endsOn': 'في تاريخ محدد',
  'repeat.count': 'المواعيد',
  'repeat.countHint': 'بما فيها هذا الموعد، {max} على الأكثر',
  'repeat.until': 'آخر تاريخ',
  'describe.weekly':
    '{count, plural, one {كل أسبوع} two {كل أسبوعين} few {كل # أسابيع} many {كل # أسبوعًا} other {كل # أسبوع}}',
  'describe.monthly': `شهريًا في يوم ${WEEKDAY} {nth, select, 1 {الأول} 2 {الثاني} 3 {الثالث} 4 {الرابع} other {الأخير}} من الشهر`,
  'review.heading':
    '{description}: {count, plural, one {تاريخ واحد} two {تاريخان} few {# تواريخ} many {# تاريخًا} other {# تاريخ}}',
  'review.allFree': 'كل التواريخ متاحة.',
  'review.conflicts':
    '{count, plural, one {لا يمكن حجز تاريخ واحد. اختر أقرب وقت متاح بدلًا منه أو اتركه.} two {لا يمكن حجز تاريخين. اختر أقرب وقت متاح بدلًا منهما أو اتركهما.} few {لا يمكن حجز # تواريخ. اختر أقرب وقت متاح بدلًا منها أو اتركها.} many {لا يمكن حجز # تاريخًا. اختر أقرب وقت متاح بدلًا منها أو اتركها.} other {لا يمكن حجز # تاريخ. اختر أقرب وقت متاح بدلًا منها أو اتركها.}}',
  'review.list': 'تواريخ السلسلة',
  'review.when': '{day} في {time}',
  'review.cannot': '{when} — لا يمكن الحجز: {reason}',
  'review.instead': 'احجز {when} بدلًا منه',
  'review.noneNearby': 'لا يوجد وقت متاح قريب: سيُترك.',
  'review.back': 'رجوع',
  'review.booking': 'جارٍ الحجز…',
  'review.book':
    '{noun, select, visit {{count, plural, one {احجز زيارة واحدة} two {احجز زيارتين} few {احجز # زيارات} many {احجز # زيارة} other {احجز # زيارة}}} other {{count, plural, one {احجز موعدًا واحدًا} two {احجز موعدين} few {احجز # مواعيد} many {احجز # موعدًا} other {احجز # موعد}}}}',
  'known.error.interval': 'كرّر الموعد كل 1 إلى 8 أسابيع.',
  'known.error.count': 'تضم السلسلة من 2 إلى 52 موعدًا.',
  'known.error.untilMissing': 'اختر تاريخ انتهاء السلسلة.',
  'known.error.untilBeforeStart': 'يجب أن يكون تاريخ الانتهاء بعد الموعد الأول.',
  'known.error.untilTooFar':
    'تاريخ الانتهاء هذا يعطي أكثر من 52 موعدًا. اختر تاريخًا أقرب أو عددًا من المواعيد.',
  'known.error.frequency': 'اختر أسبوعيًا أو شهريًا.',
  'known.error.monthlyInterval': 'السلسلة الشهرية تتكرر كل شهر: اترك الفاصل عند 1.',
  'known.reason.taken': 'هذا الوقت محجوز بالفعل.',
  'known.reason.past': 'لقد مضى هذا الوقت. اختر وقتًا آخر من فضلك.',
  'known.reason.noStaff': 'لا يوجد عضو في الفريق يقدّم هذه الخدمة متاح في هذا الوقت.',
  'known.reason.unavailable': 'لم يعد هذا الوقت متاحًا. اختر وقتًا آخر من فضلك.',
  'known.reason.closed': 'نحن مغلقون في هذا الوقت.',
} satisfies Translations<typeof en>;
