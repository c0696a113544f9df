import { describe, expect, it } from 'vitest';
import { uuidv7 } from './uuid.ts';

describe('uuidv7', () => {
  it('is a version 7, RFC variant UUID whose first 48 bits are the millisecond time', () => {
    const at = Date.UTC(2026, 10, 24, 7, 30);
    const id = uuidv7(at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at);
  });

  it('sorts by creation time and never repeats', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => uuidv7(1_700_000_000_000 + i));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(Array.from({ length: 10_000 }, () => uuidv7())).size).toBe(10_000);
  });
});
