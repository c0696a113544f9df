// The image picker in Spanish (docs/decisions/041): "tú", plain and short.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'upload.prompt': '{label}:',
  'upload.click': 'haz clic para subir una imagen',
  'upload.drag': ' o arrástrala aquí',
  'upload.compact': 'Subir',
  'upload.hint': 'JPG, PNG de hasta 5 MB',
  'upload.preview': 'Vista previa: {label}',
  'upload.uploading': 'Subiendo...',
  'upload.uploadingShort': 'Subiendo la imagen',
  'upload.replace': 'Cambiar la imagen',
  'upload.remove': 'Quitar la imagen',
  'upload.done': 'Imagen subida',
  'upload.failed': 'No se pudo subir',
  'upload.failedText': 'No se pudo subir la imagen. {reason}',
  'upload.tryAgain': 'Inténtalo de nuevo.',
  'upload.problem.too-large': 'Archivo demasiado grande',
  'upload.problem.not-an-image': 'Tipo de archivo no válido',
  'upload.problemText.too-large': 'Elige una imagen de menos de 5 MB',
  'upload.problemText.not-an-image': 'Elige un archivo de imagen',
} satisfies Translations<typeof en>;
