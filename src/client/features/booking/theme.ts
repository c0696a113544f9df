// The owner's booking-page colours (client customisation) as CSS variables, adjusted so text stays readable:
// text on the page background and on the primary colour meets WCAG AA whatever colours the owner picked.

export type BookingColors = {
  primaryColor: string;
  secondaryColor: string;
  accentColor: string;
  backgroundColor: string;
  textColor: string;
};

export const DEFAULT_COLORS: BookingColors = {
  primaryColor: '#10b981',
  secondaryColor: '#1e40af',
  accentColor: '#f59e0b',
  backgroundColor: '#ffffff',
  textColor: '#111827',
};

type Rgb = [number, number, number];
const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [15, 23, 42];

export function parseHex(value: string | undefined | null): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '');
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `a` moved towards `b` by `t` (0–1). */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * t) as Rgb;
}

/** White or near-black, whichever reads better on `background`. */
export function readableOn(background: Rgb): Rgb {
  return contrast(WHITE, background) >= contrast(INK, background) ? WHITE : INK;
}

/** `color` itself when it already reaches `ratio` on every surface, else the nearest shade towards black or
 * white that does (so a light brand green becomes a darker green for text, not plain black). */
export function withContrast(color: Rgb, surface: Rgb, ratio = 4.5, others: Rgb[] = []): Rgb {
  const surfaces = [surface, ...others];
  const enough = (c: Rgb) => surfaces.every((s) => contrast(c, s) >= ratio);
  if (enough(color)) return color;
  const target = readableOn(surface);
  for (let t = 0.05; t < 1; t += 0.05) {
    const candidate = mix(color, target, t);
    if (enough(candidate)) return candidate;
  }
  return target;
}

/** CSS custom properties for the page (shadcn names, so the shared UI components follow the brand). */
export function bookingThemeVars(colors: Partial<BookingColors>): Record<string, string> {
  const pick = (key: keyof BookingColors) => parseHex(colors[key]) ?? parseHex(DEFAULT_COLORS[key])!;
  const background = pick('backgroundColor');
  const text = withContrast(pick('textColor'), background, 7);
  const primary = pick('primaryColor');
  const secondary = pick('secondaryColor');
  const brandInk = withContrast(primary, background, 4.5);
  const accentSurface = mix(background, primary, 0.1);
  const muted = mix(background, text, 0.05);
  return {
    '--background': toHex(background),
    '--foreground': toHex(text),
    '--card': toHex(background),
    '--card-foreground': toHex(text),
    '--popover': toHex(background),
    '--popover-foreground': toHex(text),
    '--primary': toHex(primary),
    '--primary-foreground': toHex(readableOn(primary)),
    '--secondary': toHex(muted),
    '--secondary-foreground': toHex(text),
    '--muted': toHex(muted),
    '--muted-foreground': toHex(
      withContrast(mix(text, background, 0.35), muted, 4.5, [background, accentSurface]),
    ),
    '--accent': toHex(accentSurface),
    '--accent-foreground': toHex(withContrast(primary, accentSurface, 4.5)),
    '--border': toHex(mix(background, text, 0.14)),
    '--input': toHex(withContrast(mix(background, text, 0.35), background, 3)),
    '--ring': toHex(withContrast(primary, background, 3)),
    '--brand-ink': toHex(brandInk),
    '--hero': toHex(secondary),
    '--hero-foreground': toHex(readableOn(secondary)),
    '--hero-accent': toHex(primary),
    '--star': toHex(withContrast(pick('accentColor'), background, 3)),
  };
}
