// The generated palette's words in English (issue 28): with the result view's code, which the page fetches when a
// palette is first asked for; another language has them in its one catalog (../{locale}.ts).
import { PALETTE_SWATCH_NAMES as swatch } from '#shared/domain/palette.ts';
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

export default {
  'palette.swatch.primary': {
    message: swatch.primary,
    description: 'Name of a palette colour: the main one.',
  },
  'palette.swatch.secondary': { message: swatch.secondary, description: 'Name of a palette colour.' },
  'palette.swatch.accent': {
    message: swatch.accent,
    description: 'Name of a palette colour: for highlights.',
  },
  'palette.swatch.background': { message: swatch.background, description: 'Name of a palette colour.' },
  'palette.swatch.text': { message: swatch.text, description: 'Name of a palette colour: for text.' },
  'palette.swatch.muted': {
    message: swatch.muted,
    description: 'Name of a palette colour: for quieter text.',
  },
  'palette.result.copyColor': {
    message: 'Copy {name} color {hex}',
    description: 'Screen-reader name of a colour swatch. {name}: "Primary"; {hex}: "#10b981".',
  },
  'palette.result.copyHex': {
    message: 'Copy {hex}',
    description: 'Screen-reader name of a swatch’s copy button. {hex}: "#10b981".',
  },
  'palette.result.copied': {
    message: '{name} copied',
    description: 'Screen-reader name of the copy button just after copying. {name}: "Primary".',
  },
  'palette.result.export': {
    message: 'Export as CSS',
    description: 'Button: download the colours as a CSS file.',
  },
  'palette.result.apply': {
    message: 'Use for my booking page',
    description: 'Button for a signed-in owner: use these colours on their booking page.',
  },
  'palette.result.applying': { message: 'Applying...', description: 'The button above while it saves.' },
  'palette.preview.title': {
    message: 'Live Preview',
    description: 'Heading of a sample in the palette’s colours.',
  },
  'palette.preview.name': {
    message: 'Your Business Name',
    description: 'Sample business name in the preview.',
  },
  'palette.preview.text': {
    message: 'Sample text in your muted color: book your next appointment online in seconds.',
    description: 'Sample sentence in the preview, in the muted colour.',
  },
  'palette.preview.book': { message: 'Book Now', description: 'Sample button in the preview.' },
  'palette.toast.copied': { message: 'Copied!', description: 'Toast title after copying a colour.' },
  'palette.toast.copiedText': {
    message: '{name} color {hex} copied to clipboard.',
    description: 'Toast text. {name}: "Primary"; {hex}: "#10b981".',
  },
  'palette.toast.copyFailed': { message: 'Copy Failed', description: 'Toast title: copying failed.' },
  'palette.toast.copyFailedText': {
    message: 'Could not copy color to clipboard.',
    description: 'Toast text under "Copy Failed".',
  },
  'palette.toast.exported': { message: 'Exported!', description: 'Toast title after the CSS download.' },
  'palette.toast.exportedText': {
    message: 'Color palette exported as CSS file.',
    description: 'Toast text under "Exported!".',
  },
  'palette.toast.applied': { message: 'Palette applied', description: 'Toast title.' },
  'palette.toast.appliedText': {
    message: 'Your booking page now uses these colors.',
    description: 'Toast text under "Palette applied".',
  },
  'palette.toast.applyFailed': { message: 'Could not apply palette', description: 'Toast title.' },
  'palette.toast.applyFailedText': {
    message: 'Failed to save customization settings.',
    description: 'Toast text when the server gave no reason.',
  },
} satisfies SourceCatalog;
