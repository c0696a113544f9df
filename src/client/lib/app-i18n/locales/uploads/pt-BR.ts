// The image picker in Brazilian Portuguese (docs/decisions/041): "você", plain and short.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'upload.prompt': '{label}:',
  'upload.click': 'clique para enviar',
  'upload.drag': ' ou arraste até aqui',
  'upload.compact': 'Enviar',
  'upload.hint': 'JPG, PNG de até 5 MB',
  'upload.preview': 'Prévia: {label}',
  'upload.uploading': 'Enviando...',
  'upload.uploadingShort': 'Enviando a imagem',
  'upload.replace': 'Trocar imagem',
  'upload.remove': 'Remover imagem',
  'upload.done': 'Imagem enviada',
  'upload.failed': 'Falha no envio',
  'upload.failedText': 'Não foi possível enviar a imagem. {reason}',
  'upload.tryAgain': 'Tente de novo.',
  'upload.problem.too-large': 'Arquivo grande demais',
  'upload.problem.not-an-image': 'Tipo de arquivo inválido',
  'upload.problemText.too-large': 'Escolha uma imagem com menos de 5 MB',
  'upload.problemText.not-an-image': 'Escolha um arquivo de imagem',
} satisfies Translations<typeof en>;
