import { afterEach, describe, expect, it, vi } from 'vitest';
import { consumeWelcomeFlag, pageLoaded, WELCOME_FLAG_KEY } from './startup.ts';

afterEach(() => vi.unstubAllGlobals());

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

describe('pageLoaded', () => {
  it('resolves at once after the load event, and at the load event before it', async () => {
    vi.stubGlobal('document', { readyState: 'complete' });
    await expect(pageLoaded()).resolves.toBeUndefined();

    const load = new EventTarget();
    vi.stubGlobal('document', { readyState: 'interactive' });
    vi.stubGlobal('window', load);
    let resolved = false;
    const waiting = pageLoaded().then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);
    load.dispatchEvent(new Event('load'));
    await waiting;
    expect(resolved).toBe(true);
  });
});
