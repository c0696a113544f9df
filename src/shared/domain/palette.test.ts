// Tests for the colour palette generator domain module (spec part 2 §3, §5, §9 'Palette rules'; PAL-10–56).
// Expected palettes are worked out by hand from the §9 rules; each row lists the HSL it derives.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHexColor } from './contrast.ts';
import type { Palette } from './palette.ts';
import {
  BUSINESS_TYPE_OPTIONS,
  BUSINESS_TYPE_SETTINGS,
  generatePalette,
  hexToHsl,
  hslToHex,
  MOOD_OPTIONS,
  MOOD_SETTINGS,
  PALETTE_KEYS,
  PALETTE_SWATCH_NAMES,
  paletteToCss,
} from './palette.ts';
import { PALETTE_BUSINESS_TYPES, PALETTE_DEFAULTS, PALETTE_MOODS } from './palette-options.ts';

describe('options', () => {
  it('lists the business types with the exact values and labels in spec order (PAL-27)', () => {
    expect(BUSINESS_TYPE_OPTIONS).toEqual([
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
    ]);
  });

  it('lists the moods with the exact values and labels in spec order (PAL-28)', () => {
    expect(MOOD_OPTIONS).toEqual([
      { value: 'professional', label: 'Professional & Trustworthy' },
      { value: 'modern', label: 'Modern & Trendy' },
      { value: 'elegant', label: 'Elegant & Luxurious' },
      { value: 'vibrant', label: 'Vibrant & Energetic' },
      { value: 'calming', label: 'Calming & Peaceful' },
      { value: 'playful', label: 'Playful & Fun' },
      { value: 'minimalist', label: 'Minimalist & Clean' },
      { value: 'warm', label: 'Warm & Welcoming' },
    ]);
  });

  it('has no empty-string option values', () => {
    for (const option of [...BUSINESS_TYPE_OPTIONS, ...MOOD_OPTIONS]) expect(option.value).not.toBe('');
  });

  it('exposes the form defaults salon / professional / #10b981 / beauty (PAL-10–12, PAL-25)', () => {
    expect(PALETTE_DEFAULTS).toEqual({
      businessType: 'salon',
      mood: 'professional',
      baseColor: '#10b981',
      industry: 'beauty',
    });
  });
});

describe('rule tables (§9)', () => {
  it('holds the per-type hue shift / saturation boost / lightness (PAL-32–41)', () => {
    expect(BUSINESS_TYPE_SETTINGS).toEqual({
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
    });
  });

  it('holds the mood saturation / lightness modifiers (PAL-42–49)', () => {
    expect(MOOD_SETTINGS).toEqual({
      professional: { saturation: -15, lightness: 10 },
      modern: { saturation: 10, lightness: -5 },
      elegant: { saturation: -10, lightness: 15 },
      vibrant: { saturation: 25, lightness: -10 },
      calming: { saturation: -20, lightness: 20 },
      playful: { saturation: 30, lightness: -5 },
      minimalist: { saturation: -25, lightness: 25 },
      warm: { saturation: 5, lightness: 5 },
    });
  });

  it('has one table entry per option and nothing else', () => {
    expect(Object.keys(BUSINESS_TYPE_SETTINGS)).toEqual(BUSINESS_TYPE_OPTIONS.map((o) => o.value));
    expect(Object.keys(MOOD_SETTINGS)).toEqual(MOOD_OPTIONS.map((o) => o.value));
  });

  it('offers the form exactly the options, in their order', () => {
    expect(PALETTE_BUSINESS_TYPES).toEqual(BUSINESS_TYPE_OPTIONS.map((o) => o.value));
    expect(PALETTE_MOODS).toEqual(MOOD_OPTIONS.map((o) => o.value));
  });
});

describe('parseHexColor', () => {
  it.each([
    ['#10b981', '#10b981'],
    ['#10B981', '#10b981'],
    ['10b981', '#10b981'],
    ['  #AbCdEf\n', '#abcdef'],
    ['#f03', '#ff0033'],
    ['F03', '#ff0033'],
    [' abc ', '#aabbcc'],
    ['#000', '#000000'],
  ])('normalises %j to %s', (input, expected) => {
    expect(parseHexColor(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    '#',
    '#12',
    '#1234',
    '#12345',
    '#1234567',
    'zzzzzz',
    '#ggg',
    '##123456',
    '#12 345',
    'rgb(0,0,0)',
  ])('rejects %j', (input) => {
    expect(parseHexColor(input)).toBeNull();
  });
});

describe('hexToHsl', () => {
  it.each([
    ['#ff0000', 0, 100, 50],
    ['#00ff00', 120, 100, 50],
    ['#0000ff', 240, 100, 50],
    ['#ffffff', 0, 0, 100],
    ['#000000', 0, 0, 0],
    ['#3366cc', 220, 60, 50],
    ['#336699', 210, 50, 40],
    ['#ccffcc', 120, 100, 90],
    ['#f03', 348, 100, 50],
  ])('converts %s to hsl(%d, %d%%, %d%%)', (hex, h, s, l) => {
    const hsl = hexToHsl(hex);
    expect(hsl.h).toBeCloseTo(h, 9);
    expect(hsl.s).toBeCloseTo(s, 9);
    expect(hsl.l).toBeCloseTo(l, 9);
  });

  it('does not round: #10b981 is hsl(160.118…, 84.080…, 39.412…)', () => {
    // r 16, g 185, b 129 → max 185/255, min 16/255, d 169/255; l = 201/510; s = 169/201; h = 60 × (2 + 113/169).
    const hsl = hexToHsl('#10b981');
    expect(hsl.h).toBeCloseTo(60 * (2 + 113 / 169), 9);
    expect(hsl.s).toBeCloseTo((100 * 169) / 201, 9);
    expect(hsl.l).toBeCloseTo((100 * 201) / 510, 9);
  });

  it('keeps hue in [0, 360) for reds just below 360°', () => {
    // #ff0001: (g - b) / d = -1/255 → + 6 → 359.76…
    const { h } = hexToHsl('#ff0001');
    expect(h).toBeGreaterThan(359);
    expect(h).toBeLessThan(360);
  });

  it('throws on an invalid colour', () => {
    expect(() => hexToHsl('zzzzzz')).toThrow('Invalid hex colour');
  });
});

describe('hslToHex', () => {
  it.each([
    [0, 100, 50, '#ff0000'],
    [120, 100, 50, '#00ff00'],
    [240, 100, 50, '#0000ff'],
    [220, 60, 50, '#3366cc'],
    [0, 0, 100, '#ffffff'],
    [0, 0, 0, '#000000'],
    // Channel 0.1 × 255 = 25.5 exactly rounds up to 26 (0x1a), not down through floating-point error.
    [0, 75, 40, '#b31a1a'],
    [0, 80, 50, '#e61a1a'],
  ])('converts hsl(%d, %d, %d) to %s', (h, s, l, expected) => {
    expect(hslToHex(h, s, l)).toBe(expected);
  });

  it('wraps the hue (negative and ≥ 360)', () => {
    expect(hslToHex(-60, 100, 50)).toBe(hslToHex(300, 100, 50));
    expect(hslToHex(-60, 100, 50)).toBe('#ff00ff');
    expect(hslToHex(360, 100, 50)).toBe('#ff0000');
    expect(hslToHex(420, 100, 50)).toBe('#ffff00');
    expect(hslToHex(-720 + 240, 100, 50)).toBe('#0000ff');
  });

  it('clamps saturation and lightness to 0–100', () => {
    expect(hslToHex(0, 150, 50)).toBe('#ff0000');
    expect(hslToHex(0, -20, 50)).toBe('#808080');
    expect(hslToHex(0, 100, 120)).toBe('#ffffff');
    expect(hslToHex(0, 100, -5)).toBe('#000000');
  });
});

describe('hex ↔ HSL round trip', () => {
  const hexArb = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

  it('hex → hsl → hex returns the same hex for random colours', () => {
    fc.assert(
      fc.property(hexArb, (hex) => {
        const { h, s, l } = hexToHsl(hex);
        expect(hslToHex(h, s, l)).toBe(hex);
      }),
      { numRuns: 5000 },
    );
  });

  it('hex → hsl → hex returns the same hex for every grey and every pure hue step', () => {
    for (let v = 0; v < 256; v++) {
      const c = v.toString(16).padStart(2, '0');
      for (const hex of [`#${c}${c}${c}`, `#ff${c}00`, `#00${c}ff`, `#${c}00ff`]) {
        const { h, s, l } = hexToHsl(hex);
        expect(hslToHex(h, s, l)).toBe(hex);
      }
    }
  });

  it('every colour of a generated palette survives the round trip unchanged', () => {
    const typeArb = fc.constantFrom(...BUSINESS_TYPE_OPTIONS.map((o) => o.value), 'unknown');
    const moodArb = fc.constantFrom(...MOOD_OPTIONS.map((o) => o.value), 'unknown');
    fc.assert(
      fc.property(typeArb, moodArb, hexArb, (businessType, mood, baseColor) => {
        const palette = generatePalette({ businessType, mood, baseColor });
        expect(palette).not.toBeNull();
        for (const key of PALETTE_KEYS) {
          const hex = palette![key];
          expect(hex).toMatch(/^#[0-9a-f]{6}$/);
          const { h, s, l } = hexToHsl(hex);
          expect(hslToHex(h, s, l)).toBe(hex);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('generatePalette', () => {
  // Columns: businessType, mood, baseColor, expected palette.
  // Comments give base HSL (rounded to whole numbers), then secondary / accent / background / text / muted HSL:
  //   secondary = (h + shift, s + boost + moodS, l + typeL + moodL), s and l clamped 0–100
  //   accent    = (h + 2 × shift, secondary s + 10, base l − 10)
  //   background = (h, s − 40, 95); text = (h, s − 30, 15); muted = (h, s − 20, 60)
  const rows: Array<[string, string, string, Palette]> = [
    // 1. Defaults. salon 15/10/5, mood professional -15/10.
    //    base #10b981 = hsl(160.12, 84.08, 39.41) → (160, 84, 39)
    //    sec (175, 84+10-15=79, 39+5+10=54); acc (190, 89, 29); bg (160, 44, 95); text (160, 54, 15); muted (160, 64, 60)
    [
      'salon',
      'professional',
      '#10b981',
      {
        primary: '#10b981',
        secondary: '#2de6d7',
        accent: '#08768c',
        background: '#edf8f4',
        text: '#123b2d',
        muted: '#58daaf',
      },
    ],
    // 2. spa -20/-15/15, modern 10/-5. base #3366cc = (220, 60, 50)
    //    sec (200, 60-15+10=55, 50+15-5=60); acc (180, 65, 40); bg (220, 20, 95); text (220, 30, 15); muted (220, 40, 60)
    [
      'spa',
      'modern',
      '#3366cc',
      {
        primary: '#3366cc',
        secondary: '#61acd1',
        accent: '#24a8a8',
        background: '#f0f1f5',
        text: '#1b2232',
        muted: '#708bc2',
      },
    ],
    // 3. fitness 30/20/-5, vibrant 25/-10. base #ff0000 = (0, 100, 50)
    //    sec (30, 100+20+25=145→100 clamped, 50-5-10=35); acc (60, 110→100, 40); bg (0, 60, 95); text (0, 70, 15);
    //    muted (0, 80, 60)
    [
      'fitness',
      'vibrant',
      '#ff0000',
      {
        primary: '#ff0000',
        secondary: '#b35900',
        accent: '#cccc00',
        background: '#faebeb',
        text: '#410b0b',
        muted: '#eb4747',
      },
    ],
    // 4. restaurant -10/5/10, elegant -10/15; upper case with whitespace. base #ff1a00 = (6.12, 100, 50) → (6, 100, 50)
    //    sec (6-10=-4→356 wrapped, 100+5-10=95, 50+10+15=75); acc (6-20=-14→346, 105→100, 40); bg (6, 60, 95);
    //    text (6, 70, 15); muted (6, 80, 60)
    [
      'restaurant',
      'elegant',
      '  #FF1A00 ',
      {
        primary: '#ff1a00',
        secondary: '#fc838b',
        accent: '#cc0030',
        background: '#faeceb',
        text: '#41110b',
        muted: '#eb5847',
      },
    ],
    // 5. medical 0/-20/20, calming -20/20. base #808080 = (0, 0, 50.2) → (0, 0, 50)
    //    sec (0, 0-20-20=-40→0 clamped, 50+20+20=90); acc (0, 0+10=10, 40); bg (0, -40→0, 95); text (0, -30→0, 15);
    //    muted (0, -20→0, 60)
    [
      'medical',
      'calming',
      '#808080',
      {
        primary: '#808080',
        secondary: '#e6e6e6',
        accent: '#705c5c',
        background: '#f2f2f2',
        text: '#262626',
        muted: '#999999',
      },
    ],
    // 6. automotive 45/15/-10, playful 30/-5; 3-digit without '#'. base f03 = #ff0033 = (348, 100, 50)
    //    sec (348+45=393→33 wrapped, 100+15+30=145→100, 50-10-5=35); acc (348+90=438→78, 110→100, 40);
    //    bg (348, 60, 95); text (348, 70, 15); muted (348, 80, 60)
    [
      'automotive',
      'playful',
      'f03',
      {
        primary: '#ff0033',
        secondary: '#b36200',
        accent: '#8fcc00',
        background: '#faebee',
        text: '#410b16',
        muted: '#eb4768',
      },
    ],
    // 7. professional 0/-10/10, minimalist -25/25. base #ccffcc = (120, 100, 90)
    //    sec (120, 100-10-25=65, 90+10+25=125→100 clamped); acc (120, 75, 80); bg (120, 60, 95); text (120, 70, 15);
    //    muted (120, 80, 60)
    [
      'professional',
      'minimalist',
      '#ccffcc',
      {
        primary: '#ccffcc',
        secondary: '#ffffff',
        accent: '#a6f2a6',
        background: '#ebfaeb',
        text: '#0b410b',
        muted: '#47eb47',
      },
    ],
    // 8. retail 25/15/5, warm 5/5. base #336699 = (210, 50, 40)
    //    sec (235, 50+15+5=70, 40+5+5=50); acc (260, 80, 30); bg (210, 10, 95); text (210, 20, 15); muted (210, 30, 60)
    [
      'retail',
      'warm',
      '#336699',
      {
        primary: '#336699',
        secondary: '#2635d9',
        accent: '#380f8a',
        background: '#f1f2f4',
        text: '#1f262e',
        muted: '#7a99b8',
      },
    ],
    // 9. photography -30/10/0, modern 10/-5. base #996633 = (30, 50, 40)
    //    sec (30-30=0, 50+10+10=70, 40+0-5=35); acc (30-60=-30→330 wrapped, 80, 30); bg (30, 10, 95);
    //    text (30, 20, 15); muted (30, 30, 60)
    [
      'photography',
      'modern',
      '#996633',
      {
        primary: '#996633',
        secondary: '#981b1b',
        accent: '#8a0f4d',
        background: '#f4f2f1',
        text: '#2e261f',
        muted: '#b8997a',
      },
    ],
    // 10. education 20/-5/15, calming -20/20. base #66cc99 = (150, 50, 60)
    //    sec (170, 50-5-20=25, 60+15+20=95); acc (190, 35, 50); bg (150, 10, 95); text (150, 20, 15); muted (150, 30, 60)
    [
      'education',
      'calming',
      '#66cc99',
      {
        primary: '#66cc99',
        secondary: '#eff5f4',
        accent: '#539dac',
        background: '#f1f4f2',
        text: '#1f2e26',
        muted: '#7ab899',
      },
    ],
    // 11. Unknown type 'bakery' → professional 0/-10/10; warm 5/5. base #3366cc = (220, 60, 50)
    //    sec (220, 60-10+5=55, 50+10+5=65); acc (220, 65, 40); bg (220, 20, 95); text (220, 30, 15); muted (220, 40, 60)
    [
      'bakery',
      'warm',
      '#3366cc',
      {
        primary: '#3366cc',
        secondary: '#7595d7',
        accent: '#2450a8',
        background: '#f0f1f5',
        text: '#1b2232',
        muted: '#708bc2',
      },
    ],
    // 12. spa -20/-15/15; unknown mood 'grumpy' → professional -15/10. base #336699 = (210, 50, 40)
    //    sec (190, 50-15-15=20, 40+15+10=65); acc (170, 30, 30); bg (210, 10, 95); text (210, 20, 15); muted (210, 30, 60)
    [
      'spa',
      'grumpy',
      '#336699',
      {
        primary: '#336699',
        secondary: '#94b2b8',
        accent: '#36635c',
        background: '#f1f2f4',
        text: '#1f262e',
        muted: '#7a99b8',
      },
    ],
    // 13. Prototype keys are not table entries: 'toString' / '__proto__' → professional 0/-10/10 and -15/10.
    //    base #ff0000 = (0, 100, 50); sec (0, 100-10-15=75, 50+10+10=70); acc (0, 85, 40); bg (0, 60, 95);
    //    text (0, 70, 15); muted (0, 80, 60)
    [
      'toString',
      '__proto__',
      '#ff0000',
      {
        primary: '#ff0000',
        secondary: '#ec7979',
        accent: '#bd0f0f',
        background: '#faebeb',
        text: '#410b0b',
        muted: '#eb4747',
      },
    ],
    // 14. fitness 30/20/-5, warm 5/5. base #000000 = (0, 0, 0)
    //    sec (30, 0+20+5=25, 0-5+5=0); acc (60, 35, 0-10=-10→0 clamped); bg (0, 0, 95); text (0, 0, 15); muted (0, 0, 60)
    [
      'fitness',
      'warm',
      '#000000',
      {
        primary: '#000000',
        secondary: '#000000',
        accent: '#000000',
        background: '#f2f2f2',
        text: '#262626',
        muted: '#999999',
      },
    ],
  ];

  it.each(rows)('%s / %s / %j', (businessType, mood, baseColor, expected) => {
    expect(generatePalette({ businessType, mood, baseColor })).toEqual(expected);
  });

  it('covers every business type and every mood in the table above', () => {
    const types = new Set(rows.map((r) => r[0]));
    const moods = new Set(rows.map((r) => r[1]));
    for (const o of BUSINESS_TYPE_OPTIONS) expect(types.has(o.value)).toBe(true);
    for (const o of MOOD_OPTIONS) expect(moods.has(o.value)).toBe(true);
  });

  it('gives the same palette for an unknown type or mood as for professional', () => {
    const professional = generatePalette({
      businessType: 'professional',
      mood: 'professional',
      baseColor: '#10b981',
    });
    expect(generatePalette({ businessType: '', mood: 'nope', baseColor: '#10b981' })).toEqual(professional);
  });

  it('accepts the 3-digit and 6-digit forms of the same colour alike', () => {
    const short = generatePalette({ businessType: 'salon', mood: 'warm', baseColor: '3c9' });
    expect(short).toEqual(generatePalette({ businessType: 'salon', mood: 'warm', baseColor: '#33CC99' }));
    expect(short?.primary).toBe('#33cc99');
  });

  it.each(['', '#12', 'zzzzzz', '#1234567', '#12345', '   '])(
    'returns null for base colour %j',
    (baseColor) => {
      expect(generatePalette({ businessType: 'salon', mood: 'professional', baseColor })).toBeNull();
    },
  );
});

describe('swatch names and CSS export', () => {
  it('names the six swatches in display order (PAL-07, PAL-26)', () => {
    expect(PALETTE_KEYS).toEqual(['primary', 'secondary', 'accent', 'background', 'text', 'muted']);
    expect(PALETTE_SWATCH_NAMES).toEqual({
      primary: 'Primary',
      secondary: 'Secondary',
      accent: 'Accent',
      background: 'Background',
      text: 'Text',
      muted: 'Muted',
    });
  });

  it('writes a :root block with the six variables (PAL-21)', () => {
    const palette = generatePalette({ businessType: 'salon', mood: 'professional', baseColor: '#10b981' });
    expect(palette).not.toBeNull();
    expect(paletteToCss(palette!)).toBe(
      ':root {\n' +
        '  --primary: #10b981;\n' +
        '  --secondary: #2de6d7;\n' +
        '  --accent: #08768c;\n' +
        '  --background: #edf8f4;\n' +
        '  --text: #123b2d;\n' +
        '  --muted: #58daaf;\n' +
        '}\n',
    );
  });
});
