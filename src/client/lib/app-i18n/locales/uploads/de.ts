// The image picker in German (docs/decisions/041): "Sie", plain and short.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'upload.prompt': '{label}:',
  'upload.click': 'zum Hochladen klicken',
  'upload.drag': ' oder hierher ziehen',
  'upload.compact': 'Hochladen',
  'upload.hint': 'JPG, PNG bis 5 MB',
  'upload.preview': 'Vorschau: {label}',
  'upload.uploading': 'Wird hochgeladen...',
  'upload.uploadingShort': 'Bild wird hochgeladen',
  'upload.replace': 'Bild ersetzen',
  'upload.remove': 'Bild entfernen',
  'upload.done': 'Bild hochgeladen',
  'upload.failed': 'Hochladen fehlgeschlagen',
  'upload.failedText': 'Das Bild konnte nicht hochgeladen werden. {reason}',
  'upload.tryAgain': 'Bitte versuchen Sie es erneut.',
  'upload.problem.too-large': 'Datei zu groß',
  'upload.problem.not-an-image': 'Ungültiger Dateityp',
  'upload.problemText.too-large': 'Bitte wählen Sie ein Bild unter 5 MB',
  'upload.problemText.not-an-image': 'Bitte wählen Sie eine Bilddatei',
} satisfies Translations<typeof en>;
