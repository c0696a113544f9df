// Colour palette generator domain logic (spec part 2 §3, §4, §5, §9 'Palette rules'): the options' names (the
// choices and defaults are palette-options.ts's), per-type and per-mood tables, hex/HSL conversion, palette
// derivation and CSS export text.
import { parseHexColor } from './contrast.ts';
import type { PaletteBusinessType, PaletteMood } from './palette-options.ts';

export const BUSINESS_TYPE_OPTIONS = [
  { value: 'salon', label: 'Hair Salon & Beauty' },
  { value: 'spa', label: 'Spa & Wellness' },
  { value: 'fitness', label: 'Fitness & Gym' },
  { value: 'restaurant', label: 'Restaurant & Food' },
  { value: 'medical', label: 'Medical & Healthcare' },
  { value: 'automotive', label: 'Automotive Services' },
  { value: 'professional', label: 'Professional Services' },
  { value: 'retail', label: 'Retail & Shopping' },
  { value: 'photography', label: 'Photography & Creative' },
  { value: 'education', label: 'Education & Training' },
] as const satisfies ReadonlyArray<{ value: PaletteBusinessType; label: string }>;

export const MOOD_OPTIONS = [
  { value: 'professional', label: 'Professional & Trustworthy' },
  { value: 'modern', label: 'Modern & Trendy' },
  { value: 'elegant', label: 'Elegant & Luxurious' },
  { value: 'vibrant', label: 'Vibrant & Energetic' },
  { value: 'calming', label: 'Calming & Peaceful' },
  { value: 'playful', label: 'Playful & Fun' },
  { value: 'minimalist', label: 'Minimalist & Clean' },
  { value: 'warm', label: 'Warm & Welcoming' },
] as const satisfies ReadonlyArray<{ value: PaletteMood; label: string }>;

export interface BusinessTypeSettings {
  /** Degrees added to the base hue for secondary (twice this for accent). */
  readonly hueShift: number;
  /** Percentage points added to the base saturation for secondary. */
  readonly saturationBoost: number;
  /** Percentage points added to the base lightness for secondary. */
  readonly lightness: number;
}

export interface MoodSettings {
  /** Percentage points added to secondary's saturation. */
  readonly saturation: number;
  /** Percentage points added to secondary's lightness. */
  readonly lightness: number;
}

/** §9 Palette rules: hue shift / saturation boost / lightness per business type. */
export const BUSINESS_TYPE_SETTINGS: Readonly<Record<PaletteBusinessType, BusinessTypeSettings>> = {
  salon: { hueShift: 15, saturationBoost: 10, lightness: 5 },
  spa: { hueShift: -20, saturationBoost: -15, lightness: 15 },
  fitness: { hueShift: 30, saturationBoost: 20, lightness: -5 },
  restaurant: { hueShift: -10, saturationBoost: 5, lightness: 10 },
  medical: { hueShift: 0, saturationBoost: -20, lightness: 20 },
  automotive: { hueShift: 45, saturationBoost: 15, lightness: -10 },
  professional: { hueShift: 0, saturationBoost: -10, lightness: 10 },
  retail: { hueShift: 25, saturationBoost: 15, lightness: 5 },
  photography: { hueShift: -30, saturationBoost: 10, lightness: 0 },
  education: { hueShift: 20, saturationBoost: -5, lightness: 15 },
};

/** §9 Palette rules: saturation / lightness modifiers per mood. */
export const MOOD_SETTINGS: Readonly<Record<PaletteMood, MoodSettings>> = {
  professional: { saturation: -15, lightness: 10 },
  modern: { saturation: 10, lightness: -5 },
  elegant: { saturation: -10, lightness: 15 },
  vibrant: { saturation: 25, lightness: -10 },
  calming: { saturation: -20, lightness: 20 },
  playful: { saturation: 30, lightness: -5 },
  minimalist: { saturation: -25, lightness: 25 },
  warm: { saturation: 5, lightness: 5 },
};

/** Business type and mood used when the given value is unknown (§5). */
export const FALLBACK_BUSINESS_TYPE: PaletteBusinessType = 'professional';
export const FALLBACK_MOOD: PaletteMood = 'professional';

export interface Palette {
  primary: string;
  secondary: string;
  accent: string;
  background: string;
  text: string;
  muted: string;
}

export type PaletteKey = keyof Palette;

/** Swatch order for display and CSS export. */
export const PALETTE_KEYS = [
  'primary',
  'secondary',
  'accent',
  'background',
  'text',
  'muted',
] as const satisfies readonly PaletteKey[];

export const PALETTE_SWATCH_NAMES: Readonly<Record<PaletteKey, string>> = {
  primary: 'Primary',
  secondary: 'Secondary',
  accent: 'Accent',
  background: 'Background',
  text: 'Text',
  muted: 'Muted',
};

export interface Hsl {
  h: number;
  s: number;
  l: number;
}

export interface PaletteInput {
  businessType: string;
  mood: string;
  baseColor: string;
}

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
const finiteOrZero = (value: number): number => (Number.isFinite(value) ? value : 0);
const clampPercent = (value: number): number => clamp(finiteOrZero(value), 0, 100);
const wrapHue = (h: number): number => ((finiteOrZero(h) % 360) + 360) % 360;

/**
 * Converts a hex colour (any form parseHexColor accepts) to HSL (h in [0, 360), s and l 0–100); throws on an
 * invalid colour. Rounding: none here, so hex→HSL→hex is lossless for every colour (integer rounding would
 * shift ~10% of colours by one channel step); generatePalette rounds the base HSL to whole numbers instead.
 */
export function hexToHsl(hex: string): Hsl {
  const normalised = parseHexColor(hex);
  if (normalised === null) throw new Error(`Invalid hex colour: ${hex}`);
  const r = Number.parseInt(normalised.slice(1, 3), 16) / 255;
  const g = Number.parseInt(normalised.slice(3, 5), 16) / 255;
  const b = Number.parseInt(normalised.slice(5, 7), 16) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  let h = 0;
  let s = 0;
  if (max !== min) {
    const d = max - min;
    s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
    if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
  }
  return { h: wrapHue(h), s: s * 100, l: l * 100 };
}

/** Converts HSL to '#rrggbb'; hue wraps (negative and ≥360 allowed), s and l are clamped to 0–100. */
export function hslToHex(h: number, s: number, l: number): string {
  const hue = wrapHue(h);
  const sat = clampPercent(s);
  const light = clampPercent(l);
  // Scaled arithmetic (percent and degrees × 30) keeps integer inputs exact until one final division, so
  // channels that land exactly on .5 round up reliably instead of falling to x.49999 in floating point.
  const a = sat * Math.min(light, 100 - light);
  const channel = (n: number): string => {
    const k = (n * 30 + hue) % 360;
    const t = Math.max(-30, Math.min(k - 90, 270 - k, 30));
    const value = ((light * 3000 - a * t) * 255) / 300000;
    return Math.round(clamp(value, 0, 255))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function typeSettings(businessType: string): BusinessTypeSettings {
  return Object.hasOwn(BUSINESS_TYPE_SETTINGS, businessType)
    ? BUSINESS_TYPE_SETTINGS[businessType as PaletteBusinessType]
    : BUSINESS_TYPE_SETTINGS[FALLBACK_BUSINESS_TYPE];
}

function moodSettings(mood: string): MoodSettings {
  return Object.hasOwn(MOOD_SETTINGS, mood)
    ? MOOD_SETTINGS[mood as PaletteMood]
    : MOOD_SETTINGS[FALLBACK_MOOD];
}

/** Derives the six-colour palette per §9; null when the base colour is not a valid hex colour. */
export function generatePalette(input: PaletteInput): Palette | null {
  const base = parseHexColor(input.baseColor);
  if (base === null) return null;
  const type = typeSettings(input.businessType);
  const mood = moodSettings(input.mood);
  const exact = hexToHsl(base);
  // Base HSL is rounded to whole numbers before the §9 offsets are applied, as the typical implementation does.
  const h = Math.round(exact.h);
  const s = Math.round(exact.s);
  const l = Math.round(exact.l);

  const secondaryS = clampPercent(s + type.saturationBoost + mood.saturation);
  const secondaryL = clampPercent(l + type.lightness + mood.lightness);

  return {
    primary: base,
    secondary: hslToHex(h + type.hueShift, secondaryS, secondaryL),
    accent: hslToHex(h + 2 * type.hueShift, clampPercent(secondaryS + 10), clampPercent(l - 10)),
    background: hslToHex(h, clampPercent(s - 40), 95),
    text: hslToHex(h, clampPercent(s - 30), 15),
    muted: hslToHex(h, clampPercent(s - 20), 60),
  };
}

/** Content of the exported color-palette.css file: a :root block with one variable per swatch. */
export function paletteToCss(palette: Palette): string {
  const lines = PALETTE_KEYS.map((key) => `  --${key}: ${palette[key]};`);
  return `:root {\n${lines.join('\n')}\n}\n`;
}
