import { describe, expect, it } from 'vitest';
import { depositCents } from './deposit.ts';

describe('depositCents', () => {
  it('takes nothing, a fixed amount capped at the price, a percentage rounded to the cent, or the price', () => {
    expect(depositCents(4500, 'none', null)).toBe(0);
    expect(depositCents(4500, 'fixed', 1000)).toBe(1000);
    expect(depositCents(4500, 'fixed', 9000)).toBe(4500);
    expect(depositCents(4500, 'percentage', 2500)).toBe(1125);
    // 33.33 % of 10.01 = 3.336333… → 3.34
    expect(depositCents(1001, 'percentage', 3333)).toBe(334);
    // 50 % of 0.05 = 0.025 → 0.03 (half a cent up)
    expect(depositCents(5, 'percentage', 5000)).toBe(3);
    expect(depositCents(4500, 'full', null)).toBe(4500);
  });
});
