import { describe, expect, it } from 'vitest';
import { consumeWelcomeFlag, WELCOME_FLAG_KEY } from './startup.ts';

function memoryStorage(initial: Record<string, string>) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    removeItem: (key: string) => void map.delete(key),
    has: (key: string) => map.has(key),
  };
}

describe('consumeWelcomeFlag', () => {
  it('reads the flag and clears it', () => {
    const storage = memoryStorage({ [WELCOME_FLAG_KEY]: 'true' });
    expect(consumeWelcomeFlag(storage)).toBe(true);
    expect(storage.has(WELCOME_FLAG_KEY)).toBe(false);
    expect(consumeWelcomeFlag(storage)).toBe(false);
  });

  it('survives missing or failing storage', () => {
    expect(consumeWelcomeFlag(undefined)).toBe(false);
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(consumeWelcomeFlag(failing)).toBe(false);
  });
});
