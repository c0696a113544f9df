// A business's customisation as CSS variables, for every page that wears it (booking page, client dashboard, the
// editor's live preview). Colours use the shadcn names, so the shared UI components follow the brand, adjusted so
// text stays readable (WCAG AA) whatever colours the owner picked; the layout style becomes the surface variables
// that LAYOUT_SURFACE (layout.ts) reads.
import { AA_TEXT, contrastRatio, hexToRgb, type Rgb, readableOn, rgbToHex } from '#shared/domain/contrast.ts';
import type { ColorKey, LayoutStyle } from '#shared/domain/customization.ts';
import { THEME_DEFAULTS } from '#shared/domain/customization-theme.ts';
import type { Customization } from '#shared/schemas/customization.ts';

export type ThemeSource = Partial<Pick<Customization, ColorKey | 'layoutStyle'>>;

/** `a` moved towards `b` by `t` (0–1). */
function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * t) as unknown as Rgb;
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

/** Surface look per layout style (spec part 2 §9): radius, border widths (top right bottom left) and shadow. */
const LAYOUT_VARS: Record<LayoutStyle, Record<string, string>> = {
  // Cards with shadows.
  modern: {
    '--layout-radius': '1rem',
    '--layout-border-width': '1px',
    '--layout-shadow': '0 4px 14px -4px #0f172a24,0 1px 3px #0f172a14',
  },
  // Simple borders and spacing.
  minimal: { '--layout-radius': '0.375rem', '--layout-border-width': '1px', '--layout-shadow': 'none' },
  // Traditional, with dividers: square sections ruled off above and below.
  classic: { '--layout-radius': '0', '--layout-border-width': '2px 0', '--layout-shadow': 'none' },
};

function layoutStyleOf(source: ThemeSource): LayoutStyle {
  const style = source.layoutStyle;
  return style && Object.hasOwn(LAYOUT_VARS, style) ? style : THEME_DEFAULTS.layoutStyle;
}

/** The CSS custom properties for a customisation; a missing or invalid colour falls back to its default. */
export function customizationThemeVars(source: ThemeSource): Record<string, string> {
  const pick = (key: ColorKey) => hexToRgb(source[key]) ?? hexToRgb(THEME_DEFAULTS[key])!;
  const background = pick('backgroundColor');
  const text = withContrast(pick('textColor'), background, 7);
  const primary = pick('primaryColor');
  const secondary = pick('secondaryColor');
  const accentSurface = mix(background, primary, 0.1);
  const muted = mix(background, text, 0.05);
  return {
    '--background': rgbToHex(background),
    '--foreground': rgbToHex(text),
    '--card': rgbToHex(background),
    '--card-foreground': rgbToHex(text),
    '--popover': rgbToHex(background),
    '--popover-foreground': rgbToHex(text),
    '--primary': rgbToHex(primary),
    '--primary-foreground': rgbToHex(readableOn(primary)),
    '--secondary': rgbToHex(muted),
    '--secondary-foreground': rgbToHex(text),
    '--muted': rgbToHex(muted),
    '--muted-foreground': rgbToHex(
      withContrast(mix(text, background, 0.35), muted, AA_TEXT, [background, accentSurface]),
    ),
    '--accent': rgbToHex(accentSurface),
    '--accent-foreground': rgbToHex(withContrast(primary, accentSurface)),
    '--border': rgbToHex(mix(background, text, 0.14)),
    '--input': rgbToHex(withContrast(mix(background, text, 0.35), background, 3)),
    '--ring': rgbToHex(withContrast(primary, background, 3)),
    '--brand-ink': rgbToHex(withContrast(primary, background)),
    '--hero': rgbToHex(secondary),
    '--hero-foreground': rgbToHex(readableOn(secondary)),
    '--hero-accent': rgbToHex(primary),
    '--star': rgbToHex(withContrast(pick('accentColor'), background, 3)),
    ...LAYOUT_VARS[layoutStyleOf(source)],
  };
}

/** The same variables as one inline style attribute value (the server-rendered <html style>). */
export function themeStyleAttribute(vars: Record<string, string>): string {
  return Object.entries(vars)
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
}
