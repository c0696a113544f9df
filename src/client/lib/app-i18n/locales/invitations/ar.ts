// Accepting a team invitation in Arabic (docs/decisions/041): neutral Modern Standard Arabic, right to left.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'page.documentTitle': '{title} · Bookwell',
  'page.loading': 'جارٍ تحميل الدعوة',
  'invalid.title': 'دعوة',
  'invalid.newerCode': 'هل لديك رمز من رسالة بريد إلكتروني أحدث؟',
  'invalid.enterCode': 'أدخل الرمز',
  'details.title': 'الانضمام إلى {business}',
  'details.intro': 'أنت مدعو لتسجيل الدخول إلى {business} باسم {member}.',
  'details.business': 'النشاط التجاري',
  'details.member': 'عضو الفريق',
  'details.role': 'الدور',
  'details.role.owner': 'المالك',
  'details.role.manager': 'مدير',
  'details.role.staff': 'موظف',
  'details.email': 'البريد الإلكتروني',
  'details.validUntil': 'صالحة حتى',
  'details.otherAccount': 'أنت مسجّل الدخول باسم {user}؛ وقد أُرسلت هذه الدعوة إلى {email}.',
  'details.acceptFailed': 'تعذّر قبول الدعوة.',
  'details.joining': 'جارٍ الانضمام',
  'details.createAccount': 'أنشئ حسابك',
  'details.signIn': 'تسجيل الدخول',
  'details.alreadyHave': 'هل لديك حساب على Bookwell بالبريد {email}؟ سجّل الدخول ثم انضم.',
  'code.title': 'انضم إلى فريقك',
  'code.intro': 'أدخل الرمز المكوّن من 8 أحرف من رسالة الدعوة.',
  'code.form': 'الانضمام برمز',
  'code.field': 'رمز الدعوة',
  'code.hint': 'مثال: {example}.',
  'code.continue': 'متابعة',
} satisfies Translations<typeof en>;
