// The colour generator's choices (spec part 2 §3, §4): the business types and moods in the spec's order and the
// form's defaults. Apart from the palette maths (palette.ts), which the page fetches only when a palette is first
// asked for; the options' names are palette.ts's and, on the page, its catalog's (issue 28).

export const PALETTE_BUSINESS_TYPES = [
  'salon',
  'spa',
  'fitness',
  'restaurant',
  'medical',
  'automotive',
  'professional',
  'retail',
  'photography',
  'education',
] as const;

export const PALETTE_MOODS = [
  'professional',
  'modern',
  'elegant',
  'vibrant',
  'calming',
  'playful',
  'minimalist',
  'warm',
] as const;

export type PaletteBusinessType = (typeof PALETTE_BUSINESS_TYPES)[number];
export type PaletteMood = (typeof PALETTE_MOODS)[number];

/** Form defaults for the colour generator (§3, §4); industry is carried but unused in the calculation. */
export const PALETTE_DEFAULTS = {
  businessType: 'salon',
  mood: 'professional',
  baseColor: '#10b981',
  industry: 'beauty',
} as const satisfies {
  businessType: PaletteBusinessType;
  mood: PaletteMood;
  baseColor: string;
  industry: string;
};
