// The owner app's image picker in English, the source language (docs/decisions/041): the words of
// entities/uploads/image-upload.tsx, which the Services page, Settings and the team's form share; a catalog of its
// own, loaded with the picker's code. ICU MessageFormat with a note for translators; the spec's English wording is a
// contract: change it only with the spec.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

const m = (message: string, description: string) => ({ message, description });

export default {
  'upload.prompt': m(
    '{label}:',
    'Starts the drop zone’s line, before “click to upload”. {label}: what the image is (“Service photo”).',
  ),
  'upload.click': m('click to upload', 'In the drop zone: click it to choose an image.'),
  'upload.drag': m(' or drag and drop', 'After “click to upload” on wide screens; starts with a space.'),
  'upload.compact': m(
    'Upload',
    'In a small square drop zone (a profile photo): click it to choose an image.',
  ),
  'upload.hint': m('JPG, PNG up to 5MB', 'Under the drop zone: the images it takes.'),
  'upload.preview': m('{label} preview', 'The chosen image, for screen readers. {label}: “Service photo”.'),
  'upload.uploading': m('Uploading...', 'Over the image while it uploads.'),
  'upload.uploadingShort': m('Uploading image', 'Spinner over the image, for screen readers.'),
  'upload.replace': m('Replace image', 'Button over the image, for screen readers.'),
  'upload.remove': m('Remove image', 'Button over the image, for screen readers.'),
  'upload.done': m('Image uploaded', 'Toast title after an upload.'),
  'upload.failed': m('Upload failed', 'Error toast title.'),
  'upload.failedText': m(
    'Failed to upload image. {reason}',
    'Error toast text. {reason}: the server’s reason (English), or “Please try again.”.',
  ),
  'upload.tryAgain': m('Please try again.', 'The reason of a failed upload when there is none better.'),
  'upload.problem.too-large': m('File too large', 'Error toast title: the image is over 5 MB.'),
  'upload.problem.not-an-image': m('Invalid file type', 'Error toast title: the file is not an image.'),
  'upload.problemText.too-large': m('Please select an image smaller than 5MB', 'Error toast text.'),
  'upload.problemText.not-an-image': m('Please select an image file', 'Error toast text.'),
} satisfies SourceCatalog;
