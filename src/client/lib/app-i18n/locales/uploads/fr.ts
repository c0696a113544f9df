// The image picker in French (docs/decisions/041): "vous", plain and short; no-break spaces before : ! ?.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'upload.prompt': '{label}\u202f:',
  'upload.click': 'cliquez pour envoyer une image',
  'upload.drag': ' ou glissez-la ici',
  'upload.compact': 'Envoyer',
  'upload.hint': 'JPG, PNG jusqu’à 5 Mo',
  'upload.preview': 'Aperçu\u202f: {label}',
  'upload.uploading': 'Envoi en cours...',
  'upload.uploadingShort': 'Envoi de l’image',
  'upload.replace': 'Remplacer l’image',
  'upload.remove': 'Supprimer l’image',
  'upload.done': 'Image envoyée',
  'upload.failed': 'Échec de l’envoi',
  'upload.failedText': 'Impossible d’envoyer l’image. {reason}',
  'upload.tryAgain': 'Veuillez réessayer.',
  'upload.problem.too-large': 'Fichier trop volumineux',
  'upload.problem.not-an-image': 'Type de fichier non valide',
  'upload.problemText.too-large': 'Veuillez choisir une image de moins de 5 Mo',
  'upload.problemText.not-an-image': 'Veuillez choisir un fichier image',
} satisfies Translations<typeof en>;
