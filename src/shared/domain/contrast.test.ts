import { describe, expect, it } from 'vitest';
import {
  AA_TEXT,
  contrastRatio,
  hexToRgb,
  INK,
  readableOn,
  readableTextOn,
  rgbToHex,
  WHITE,
  withContrast,
} from './contrast.ts';

const rgb = (hex: string) => hexToRgb(hex)!;

describe('contrast helper', () => {
  it('reads short and long hex colours and refuses anything else', () => {
    expect(hexToRgb('#10b981')).toEqual([16, 185, 129]);
    expect(hexToRgb('#FFF')).toEqual([255, 255, 255]);
    expect(hexToRgb('red')).toBeNull();
    expect(hexToRgb(undefined)).toBeNull();
    expect(rgbToHex([16, 185, 129])).toBe('#10b981');
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio(rgb('#000000'), rgb('#ffffff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(rgb('#ffffff'), rgb('#000000'))).toBeCloseTo(21, 5);
    expect(contrastRatio(rgb('#777777'), rgb('#ffffff'))).toBeCloseTo(4.48, 2);
    expect(contrastRatio(rgb('#10b981'), rgb('#ffffff'))).toBeLessThan(3);
  });

  it('puts dark text on a yellow primary and white text on navy, each at least 4.5:1', () => {
    expect(readableOn(rgb('#ffff00'))).toEqual(INK);
    expect(readableTextOn('#ffff00')).toBe('#0f172a');
    expect(contrastRatio(INK, rgb('#ffff00'))).toBeGreaterThanOrEqual(AA_TEXT);
    expect(readableOn(rgb('#000080'))).toEqual(WHITE);
    expect(readableTextOn('#000080')).toBe('#ffffff');
    expect(contrastRatio(WHITE, rgb('#000080'))).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('keeps AA text contrast on every colour an owner could pick', () => {
    for (let r = 0; r <= 255; r += 17) {
      for (let g = 0; g <= 255; g += 17) {
        for (let b = 0; b <= 255; b += 17) {
          const surface: [number, number, number] = [r, g, b];
          expect(contrastRatio(readableOn(surface), surface), rgbToHex(surface)).toBeGreaterThanOrEqual(
            AA_TEXT,
          );
        }
      }
    }
  });

  it('darkens a light brand colour until it is readable as text, keeping its hue', () => {
    const ink = withContrast(rgb('#10b981'), WHITE);
    expect(contrastRatio(ink, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(ink[1]).toBeGreaterThan(ink[0]);
    expect(withContrast(rgb('#1e40af'), WHITE)).toEqual(rgb('#1e40af'));
  });

  it('gives dark ink for a surface that is not a colour', () => {
    expect(readableTextOn('not a colour')).toBe('#0f172a');
  });
});
