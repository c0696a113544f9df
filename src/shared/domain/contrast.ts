// WCAG 2 colour contrast: relative luminance, contrast ratios, and picking or adjusting a colour so text on a
// coloured surface stays readable (AA: 4.5 for text, 3 for large text and controls) whatever colours an owner picks.

const HEX_PATTERN = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Accepts 3- or 6-digit hex, '#' optional, any case, surrounding whitespace ignored; returns '#rrggbb' or null. */
export function parseHexColor(input: string): string | null {
  const match = HEX_PATTERN.exec(input.trim());
  if (!match) return null;
  const digits = match[1]!.toLowerCase();
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((c) => c + c)
          .join('')
      : digits;
  return `#${full}`;
}

export type Rgb = readonly [number, number, number];

export const WHITE: Rgb = [255, 255, 255];
/** The dark text colour used on light surfaces (slate-900): softer than black, still 17.9:1 on white. */
export const INK: Rgb = [15, 23, 42];

/** WCAG AA minimum for normal text. */
export const AA_TEXT = 4.5;

/** '#rgb' or '#rrggbb' (any case, '#' optional) as channels 0–255; null for anything else. */
export function hexToRgb(value: string | null | undefined): Rgb | null {
  const hex = parseHexColor(value ?? '');
  if (!hex) return null;
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function rgbToHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours, 1 to 21, the same whichever comes first. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `a` moved towards `b` by `t` (0–1). */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * t) as unknown as Rgb;
}

const BLACK: Rgb = [0, 0, 0];

/**
 * White or dark ink, whichever reads better on `surface`; black for the few mid-tones where neither reaches
 * 4.5:1 (white or black always does), so the result is at least 4.5:1 on every colour.
 */
export function readableOn(surface: Rgb): Rgb {
  const onWhite = contrastRatio(WHITE, surface);
  const onInk = contrastRatio(INK, surface);
  if (Math.max(onWhite, onInk) < AA_TEXT) return BLACK;
  return onWhite >= onInk ? WHITE : INK;
}

/** The text colour, as '#rrggbb', for a hex surface colour; dark ink for a value that is not a colour. */
export function readableTextOn(surfaceHex: string): string {
  const surface = hexToRgb(surfaceHex);
  return rgbToHex(surface ? readableOn(surface) : INK);
}

/**
 * `color` itself when it already reaches `ratio` on every surface, else the nearest shade towards white or ink
 * that does (so a light brand green becomes a darker green for text, not plain black).
 */
export function withContrast(color: Rgb, surface: Rgb, ratio = AA_TEXT, others: Rgb[] = []): Rgb {
  const surfaces = [surface, ...others];
  const enough = (c: Rgb) => surfaces.every((s) => contrastRatio(c, s) >= ratio);
  if (enough(color)) return color;
  const target = readableOn(surface);
  for (let t = 0.05; t < 1; t += 0.05) {
    const candidate = mix(color, target, t);
    if (enough(candidate)) return candidate;
  }
  return target;
}
