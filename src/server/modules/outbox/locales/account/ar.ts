// The account emails of an owner or team member in Arabic (docs/decisions/041), right to left.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'emailChangeCode.subject': '{code} هو رمز التأكيد الخاص بك في Bookwell',
  'emailChangeCode.enter':
    'أدخل هذا الرمز في Bookwell لجعل هذا العنوان بريدك الإلكتروني لتسجيل الدخول: {code}',
  'emailChangeCode.valid':
    'الرمز صالح لمدة {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.',
  'emailChangeCode.ignore':
    'إذا لم تطلب تغيير بريدك الإلكتروني، فتجاهل هذه الرسالة: لن يتغير شيء من دون الرمز.',
  'emailChanged.subject': 'تم تغيير بريدك الإلكتروني في Bookwell',
  'emailChanged.changed':
    'تم تغيير البريد الإلكتروني لحسابك في Bookwell إلى {email}. سجّل الدخول بهذا العنوان من الآن فصاعدًا.',
  signedOut: 'تم تسجيل الخروج من جميع الأجهزة الأخرى التي كانت مسجّلة الدخول إلى حسابك.',
  'emailChanged.notYou': 'إذا لم تُجرِ هذا التغيير، فتواصل مع دعم Bookwell فورًا.',
  'twoFactorOn.subject': 'تم تفعيل المصادقة الثنائية لحسابك في Bookwell',
  'twoFactorOn.body':
    'تم تفعيل المصادقة الثنائية لحسابك في Bookwell: يتطلب تسجيل الدخول الآن رمزًا من تطبيق مصادقة إلى جانب كلمة المرور.',
  'twoFactorOn.notYou':
    'إذا لم تقم بذلك، فقد يكون شخص آخر قد سجّل الدخول إلى حسابك: تواصل مع دعم Bookwell فورًا.',
  'twoFactorOff.subject': 'تم إيقاف المصادقة الثنائية لحسابك في Bookwell',
  'twoFactorOff.body':
    'تم إيقاف المصادقة الثنائية لحسابك في Bookwell: يتطلب تسجيل الدخول الآن كلمة المرور فقط.',
  'twoFactorOff.notYou':
    'إذا لم تقم بذلك، فغيّر كلمة المرور، وفعّل المصادقة الثنائية من جديد، وتواصل مع دعم Bookwell.',
  'invitation.subject': 'دعاك {invitedBy} إلى {business} على Bookwell',
  'invitation.body':
    'دعاك {invitedBy} إلى تسجيل الدخول إلى {business} على Bookwell باسم {member} ({role, select, manager {مدير} other {موظف}}): سترى جدولك وحجوزاتك وعملاءها، وسيصلك إشعار عندما يحجز عميل موعدًا معك.',
  'invitation.accept': 'افتح هذا الرابط لقبول الدعوة: {link}',
  'invitation.otherDevice': 'على جهاز آخر، افتح {origin}/invite واكتب هذا الرمز: {code}',
  'invitation.valid':
    'الدعوة صالحة لمدة {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}} لحساب بهذا البريد الإلكتروني. إذا لم تكن تتوقعها، فتجاهل هذه الرسالة.',
  'support.subject': 'طلب دعم: {subject}',
  'support.from': 'أرسل {from} طلبًا عبر المساعدة والدعم ({topic}):',
  'support.reply':
    'ردّ على هذه الرسالة للإجابة، ثم علّم الطلب على أنه مُجاب في لوحة إدارة Bookwell (إدارة المنصة، الدعم).',
} satisfies Translations<typeof en>;
