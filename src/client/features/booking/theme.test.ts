import { describe, expect, it } from 'vitest';
import { bookingThemeVars, contrast, DEFAULT_COLORS, parseHex, readableOn, withContrast } from './theme.ts';

const rgb = (hex: string) => parseHex(hex)!;

describe('booking page theme', () => {
  it('parses short and long hex colours and refuses anything else', () => {
    expect(parseHex('#10b981')).toEqual([16, 185, 129]);
    expect(parseHex('fff')).toEqual([255, 255, 255]);
    expect(parseHex('red')).toBeNull();
    expect(parseHex(undefined)).toBeNull();
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrast(rgb('#000000'), rgb('#ffffff'))).toBeCloseTo(21, 5);
    expect(contrast(rgb('#10b981'), rgb('#ffffff'))).toBeLessThan(3);
  });

  it('puts dark text on the default light-green primary and white text on a dark blue', () => {
    expect(contrast(readableOn(rgb('#10b981')), rgb('#10b981'))).toBeGreaterThanOrEqual(4.5);
    expect(readableOn(rgb('#1e40af'))).toEqual([255, 255, 255]);
  });

  it('darkens a light brand colour until it is readable as text', () => {
    const ink = withContrast(rgb('#10b981'), rgb('#ffffff'));
    expect(contrast(ink, rgb('#ffffff'))).toBeGreaterThanOrEqual(4.5);
    expect(ink[1]).toBeGreaterThan(ink[0]); // still green
  });

  it('keeps every text pair readable, even for unreadable owner choices', () => {
    for (const colors of [
      DEFAULT_COLORS,
      { ...DEFAULT_COLORS, backgroundColor: '#111111', textColor: '#222222', primaryColor: '#ffff00' },
      { ...DEFAULT_COLORS, primaryColor: 'not a colour' },
      {
        backgroundColor: '#0f172a',
        textColor: '#334155',
        primaryColor: '#fde047',
        secondaryColor: '#fef3c7',
        accentColor: '#f472b6',
      },
    ]) {
      const vars = bookingThemeVars(colors);
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
        expect(contrast(rgb(vars[fg]!), rgb(vars[bg]!)), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
