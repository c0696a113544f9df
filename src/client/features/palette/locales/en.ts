// The colour generator's first screen in English, the source language (issue 28): ICU MessageFormat, each with a
// note for translators. The spec's English wording is a contract: change it only with the spec. The generated
// palette's words are in result/en.ts (its code loads later); the header's and footer's are the marketing pages'
// (components/marketing/locales), spread into each other language's file here.
import { BUSINESS_TYPE_OPTIONS, MOOD_OPTIONS } from '#shared/domain/palette.ts';
import type { PaletteBusinessType, PaletteMood } from '#shared/domain/palette-options.ts';
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

// The options' English is the palette's own (shared/domain/palette.ts, the spec's wording).
const type = Object.fromEntries(BUSINESS_TYPE_OPTIONS.map((o) => [o.value, o.label])) as Record<
  PaletteBusinessType,
  string
>;
const mood = Object.fromEntries(MOOD_OPTIONS.map((o) => [o.value, o.label])) as Record<PaletteMood, string>;

export default {
  'page.language': { message: 'Language', description: 'Label of the language switcher in the footer.' },
  'palette.meta.title': {
    message: 'Free Color Palette Generator for Service Businesses · Bookwell',
    description: 'Browser tab and search-result title of the colour generator. Bookwell is the product name.',
  },
  'palette.meta.description': {
    message:
      'Create a brand color palette for your salon, spa, studio or clinic in seconds. Pick your business type, mood and base color, then copy the colors or export them as CSS.',
    description: 'Search-result description of the colour generator (about 160 characters).',
  },
  'palette.eyebrow': { message: 'Free tool', description: 'Small label above the page title.' },
  'palette.title': { message: 'Color Palette Generator', description: 'The page’s main heading.' },
  'palette.lead': {
    message: 'Six harmonious brand colors tuned to your kind of business and the mood you want to set.',
    description: 'The sentence under the heading.',
  },
  'palette.install.button': {
    message: 'Install App',
    description: 'Button: install Bookwell as an app on this device.',
  },
  'palette.form.title': { message: 'Brand Identity', description: 'Heading of the form card.' },
  'palette.form.description': {
    message: 'Tell us about your business and pick a starting color.',
    description: 'Text under the form card’s heading.',
  },
  'palette.form.businessType': { message: 'Business Type', description: 'Select label.' },
  'palette.form.mood': { message: 'Brand Mood', description: 'Select label: the feeling the colours give.' },
  'palette.form.baseColor': {
    message: 'Base Color',
    description: 'Label of the colour picker and hex field.',
  },
  'palette.form.picker': {
    message: 'Base color picker',
    description: 'Screen-reader name of the colour picker.',
  },
  'palette.form.hex': {
    message: 'Base color hex value',
    description: 'Screen-reader name of the text field with the colour’s hex code ("#10b981").',
  },
  'palette.form.invalidHex': {
    message: 'Enter a hex color such as #10b981 (3 or 6 digits, 0–9 and a–f).',
    description: 'Error under the hex field. Keep "#10b981", "0–9" and "a–f" as they are.',
  },
  'palette.form.hint': {
    message: 'Your main brand color. The palette is built around it.',
    description: 'Hint under the hex field.',
  },
  'palette.form.generate': { message: 'Generate Palette', description: 'Submit button.' },
  'palette.form.generating': {
    message: 'Generating...',
    description: 'The submit button while the palette is made (1.5 s).',
  },
  'palette.type.salon': { message: type.salon, description: 'Business type option.' },
  'palette.type.spa': { message: type.spa, description: 'Business type option.' },
  'palette.type.fitness': { message: type.fitness, description: 'Business type option.' },
  'palette.type.restaurant': { message: type.restaurant, description: 'Business type option.' },
  'palette.type.medical': { message: type.medical, description: 'Business type option.' },
  'palette.type.automotive': { message: type.automotive, description: 'Business type option.' },
  'palette.type.professional': { message: type.professional, description: 'Business type option.' },
  'palette.type.retail': { message: type.retail, description: 'Business type option.' },
  'palette.type.photography': { message: type.photography, description: 'Business type option.' },
  'palette.type.education': { message: type.education, description: 'Business type option.' },
  'palette.mood.professional': { message: mood.professional, description: 'Brand mood option.' },
  'palette.mood.modern': { message: mood.modern, description: 'Brand mood option.' },
  'palette.mood.elegant': { message: mood.elegant, description: 'Brand mood option.' },
  'palette.mood.vibrant': { message: mood.vibrant, description: 'Brand mood option.' },
  'palette.mood.calming': { message: mood.calming, description: 'Brand mood option.' },
  'palette.mood.playful': { message: mood.playful, description: 'Brand mood option.' },
  'palette.mood.minimalist': { message: mood.minimalist, description: 'Brand mood option.' },
  'palette.mood.warm': { message: mood.warm, description: 'Brand mood option.' },
  'palette.card.title': { message: 'Generated Palette', description: 'Heading of the result card.' },
  'palette.card.description': {
    message: 'Click a color to copy its hex value.',
    description: 'Text under the result card’s heading.',
  },
  'palette.card.empty': {
    message: 'Generate a palette to see results',
    description: 'The result card before any palette.',
  },
  'palette.card.loading': {
    message: 'Loading palette',
    description: 'Screen-reader text of the spinner while the result view loads.',
  },
  'palette.toast.generated': { message: 'Palette Generated!', description: 'Toast title.' },
  'palette.toast.generatedText': {
    message: 'Your custom color palette is ready.',
    description: 'Toast text under "Palette Generated!".',
  },
  'palette.toast.failed': {
    message: 'Could not generate the palette. Check your connection and try again.',
    description: 'Toast when the palette could not be made (the page lost its connection).',
  },
} satisfies SourceCatalog;
