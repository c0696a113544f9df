import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, hexToRgb, WHITE } from '#shared/domain/contrast.ts';
import { CUSTOMIZATION_DEFAULTS } from '#shared/domain/customization.ts';
import { customizationThemeVars, themeStyleAttribute, withContrast } from './theme.ts';

const rgb = (hex: string) => hexToRgb(hex)!;

describe('customisation theme', () => {
  it('uses the owner primary colour as is, with readable text on it', () => {
    const yellow = customizationThemeVars({ primaryColor: '#ffff00' });
    expect(yellow['--primary']).toBe('#ffff00');
    expect(yellow['--primary-foreground']).toBe('#0f172a');
    const navy = customizationThemeVars({ primaryColor: '#000080', secondaryColor: '#000080' });
    expect(navy['--primary-foreground']).toBe('#ffffff');
    expect(navy['--hero-foreground']).toBe('#ffffff');
  });

  it('keeps every text pair readable, even for unreadable owner choices', () => {
    for (const colors of [
      CUSTOMIZATION_DEFAULTS,
      {
        ...CUSTOMIZATION_DEFAULTS,
        backgroundColor: '#111111',
        textColor: '#222222',
        primaryColor: '#ffff00',
      },
      { ...CUSTOMIZATION_DEFAULTS, primaryColor: 'not a colour' },
      { ...CUSTOMIZATION_DEFAULTS, primaryColor: '#7a7a7a', secondaryColor: '#767676' },
      {
        backgroundColor: '#0f172a',
        textColor: '#334155',
        primaryColor: '#fde047',
        secondaryColor: '#fef3c7',
        accentColor: '#f472b6',
      },
    ]) {
      const vars = customizationThemeVars(colors);
      const pairs: Array<[string, string]> = [
        ['--foreground', '--background'],
        ['--muted-foreground', '--muted'],
        ['--muted-foreground', '--background'],
        ['--muted-foreground', '--accent'],
        ['--primary-foreground', '--primary'],
        ['--brand-ink', '--background'],
        ['--accent-foreground', '--accent'],
        ['--hero-foreground', '--hero'],
      ];
      for (const [fg, bg] of pairs) {
        expect(contrastRatio(rgb(vars[fg]!), rgb(vars[bg]!)), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('falls back to the default colour for a value that is not a colour', () => {
    expect(customizationThemeVars({ primaryColor: 'nope' })['--primary']).toBe(
      CUSTOMIZATION_DEFAULTS.primaryColor,
    );
  });

  it('turns each layout style into its own surface look, modern when unknown', () => {
    const modern = customizationThemeVars({ layoutStyle: 'modern' });
    const minimal = customizationThemeVars({ layoutStyle: 'minimal' });
    const classic = customizationThemeVars({ layoutStyle: 'classic' });
    expect(modern['--layout-shadow']).not.toBe('none');
    expect(minimal['--layout-shadow']).toBe('none');
    expect(minimal['--layout-border-width']).toBe('1px');
    expect(classic['--layout-radius']).toBe('0');
    expect(classic['--layout-border-width']).toBe('2px 0');
    expect(customizationThemeVars({})['--layout-radius']).toBe(modern['--layout-radius']);
  });

  it('darkens a light brand colour until it is readable as text, keeping its hue', () => {
    const ink = withContrast(rgb('#10b981'), WHITE);
    expect(contrastRatio(ink, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(ink[1]).toBeGreaterThan(ink[0]);
    expect(withContrast(rgb('#1e40af'), WHITE)).toEqual(rgb('#1e40af'));
  });

  it('writes the variables as one style attribute', () => {
    expect(themeStyleAttribute({ '--a': '#ffffff', '--b': '0' })).toBe('--a:#ffffff;--b:0');
  });
});
