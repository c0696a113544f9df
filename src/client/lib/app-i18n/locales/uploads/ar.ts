// The image picker in Arabic (docs/decisions/041): Modern Standard Arabic, plain and short.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'upload.prompt': '{label}:',
  'upload.click': 'انقر للرفع',
  'upload.drag': ' أو اسحب الصورة وأفلتها هنا',
  'upload.compact': 'رفع',
  'upload.hint': 'JPG أو PNG بحجم أقصاه 5 ميغابايت',
  'upload.preview': 'معاينة {label}',
  'upload.uploading': 'جارٍ الرفع...',
  'upload.uploadingShort': 'جارٍ رفع الصورة',
  'upload.replace': 'استبدال الصورة',
  'upload.remove': 'إزالة الصورة',
  'upload.done': 'تم رفع الصورة',
  'upload.failed': 'تعذّر الرفع',
  'upload.failedText': 'تعذّر رفع الصورة. {reason}',
  'upload.tryAgain': 'يُرجى المحاولة مرة أخرى.',
  'upload.problem.too-large': 'الملف كبير جدًا',
  'upload.problem.not-an-image': 'نوع الملف غير صالح',
  'upload.problemText.too-large': 'يُرجى اختيار صورة أصغر من 5 ميغابايت',
  'upload.problemText.not-an-image': 'يُرجى اختيار ملف صورة',
} satisfies Translations<typeof en>;
