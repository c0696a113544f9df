// What a notification says, in Arabic (docs/decisions/047): neutral, the wording of the team's pushes.
import type { Translations } from '#shared/i18n/catalog.ts';
import teamNews from '#shared/i18n/team-news/ar.ts';
import type en from './en.ts';

const told =
  '{count, plural, zero {ولم يكن فيها أحد لإبلاغه} one {وتم إبلاغ المشارك} two {وتم إبلاغ المشاركَين} few {وتم إبلاغ {count} مشاركين} many {وتم إبلاغ {count} مشاركًا} other {وتم إبلاغ {count} مشارك}}';

export default {
  'news.text.newBooking':
    '{repeats, select, rule {حجز {client} خدمة {service} يوم {when} ({rule})} yes {حجز {client} خدمة {service} يوم {when}، وهو أول موعد في سلسلة متكررة} other {حجز {client} خدمة {service} يوم {when}}}',
  'news.rule': `{frequency, select, weekly {{count, plural, one {كل أسبوع} two {كل أسبوعين} few {كل {count} أسابيع} many {كل {count} أسبوعًا} other {كل {count} أسبوع}}} other {شهريًا في يوم {day, select, 0 {الأحد} 1 {الاثنين} 2 {الثلاثاء} 3 {الأربعاء} 4 {الخميس} 5 {الجمعة} other {السبت}} {nth, select, 1 {الأول} 2 {الثاني} 3 {الثالث} 4 {الرابع} other {الأخير}} من الشهر}}`,
  'news.text.cancelled':
    '{who, select, apiKey {ألغى مفتاح API «{name}» حجزًا موعده {when}.} other {ألغى {name} حجزه المحدد يوم {when}.}}',
  'news.text.moved':
    '{who, select, apiKey {نقل مفتاح API «{name}» حجزًا من {from} إلى {to}.} other {نقل {name} حجزه من {from} إلى {to}.}}',
  'news.title.ownerChange': '{status, select, completed {اكتملت الزيارة} other {تم إلغاء حجز}}',
  'news.text.ownerChange':
    '{status, select, completed {اكتمل الحجز المحدد يوم {when}.} other {أُلغي الحجز المحدد يوم {when}.}}',
  'news.title.memberBooked': 'حجز جديد',
  'news.text.memberBooked':
    '{repeats, select, rule {حجز {by} لك موعدًا مع {client} لخدمة {service} يوم {when} ({rule}).} yes {حجز {by} لك موعدًا مع {client} لخدمة {service} يوم {when}، وهو أول موعد في سلسلة متكررة.} other {حجز {by} لك موعدًا مع {client} لخدمة {service} يوم {when}.}}',
  'news.title.memberCancelled': 'تم إلغاء حجز',
  'news.title.memberMoved': 'تم تغيير موعد حجز',
  'news.text.classCancelled': `أُلغيت حصة {service} المحددة يوم {when}، ${told}.`,
  'news.text.classCancelledBy': `ألغى {by} حصة {service} الخاصة بك يوم {when}، ${told}.`,
  'news.text.classMoved': `نقل {by} حصة {service} الخاصة بك من {from} إلى {to}، ${told}.`,
  'news.title.bookingsMilestone': '{count, plural, =1 {أول حجز!} other {بلغت حجوزاتك {total}!}}',
  'news.text.bookingsMilestone':
    '{count, plural, =1 {وصل أول حجز لك. تهانينا!} other {بلغ عدد حجوزاتك {total}. إلى مزيد من النجاح!}}',
  'news.title.revenueMilestone': 'تم تحقيق {amount}',
  'news.text.revenueMilestone': 'حققت الحجوزات المكتملة حتى الآن {amount} إجمالًا.',
  'news.title.suspended': 'تم تعليق نشاطك التجاري',
  'news.text.suspended':
    'علّق Bookwell نشاطك التجاري: صفحة الحجز لديك لا تستقبل الحجوزات. يُرجى التواصل مع «المساعدة والدعم» لإعادة تفعيله.',
  'news.title.reactivated': 'نشاطك التجاري نشط من جديد',
  'news.text.reactivated': 'أعاد Bookwell تفعيل نشاطك التجاري: صفحة الحجز تستقبل الحجوزات من جديد.',
  'news.title.supportSent': 'تم إرسال الرسالة',
  'news.text.supportSent': 'شكرًا، وصلتنا رسالتك وسنرد عليك عبر البريد الإلكتروني. الموضوع: {subject}',
  'news.title.supportRequest': 'طلب دعم جديد',
  'news.text.supportRequest': 'يسأل {email}: {subject}',
  'news.title.website':
    'مشروع الموقع {status, select, in_progress {قيد التنفيذ} completed {مكتمل} failed {تعذّر إكماله} other {قيد الانتظار}}',
  'news.text.website':
    '{live, select, yes {مشروع موقعك «{title}» منشور الآن على {url}.} other {مشروع موقعك «{title}» الآن {status, select, in_progress {قيد التنفيذ} completed {مكتمل} failed {تعذّر إكماله} other {قيد الانتظار}}.}}',
  'news.title.clientDetails': 'تغيّرت بيانات عميل',
  'news.text.clientDetails': 'حدّث {client} بياناته في لوحة العميل: {changes}.',
  'news.change.name': 'الاسم الآن {name}',
  'news.change.email': 'البريد الإلكتروني الآن {email}',
  'news.change.emailRemoved': 'أُزيل البريد الإلكتروني',
  'news.change.phone': 'الهاتف الآن {phone}',
  'news.title.sessionsNotAdded': 'لم تُضَف الحصص',
  'news.text.sessionsNotAdded':
    '{service} مع {member}: لا حصة في {dates}، لأن المدرب محجوز أو القاعة مشغولة في ذلك الوقت. يمكنك إضافتها من صفحة «الحصص» عندما يصبح الوقت متاحًا.',
  'news.title.calendarFailing': 'التقويم لا يتزامن',
  'news.text.calendarFailing':
    'تعذّرت قراءة تقويم {member} (محاولات فاشلة متتالية: {failures}): {error} {synced, select, yes {ما زالت أوقات الانشغال التي قُرئت منه سابقًا تُحتسب في أوقاته المتاحة.} other {لم تُحتسب منه أي أوقات انشغال في أوقاته المتاحة بعد.}}',
  ...teamNews,
} satisfies Translations<typeof en>;
