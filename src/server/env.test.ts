// Configuration defaults that differ between development and production, and combinations refused at start-up.
import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

describe('readEnv', () => {
  it('keeps the development login off unless DEV_LOGIN=on, whatever NODE_ENV says', () => {
    expect(readEnv({}).DEV_LOGIN).toBe('off');
    expect(readEnv({ NODE_ENV: 'development' }).DEV_LOGIN).toBe('off');
    expect(readEnv({ DEV_LOGIN: 'on' }).DEV_LOGIN).toBe('on');
    expect(() => readEnv({ DEV_LOGIN: 'yes' })).toThrow(/DEV_LOGIN/);
  });

  it('refuses DEV_LOGIN=on in production', () => {
    expect(() => readEnv({ NODE_ENV: 'production', DEV_LOGIN: 'on' })).toThrow(
      'Invalid configuration: DEV_LOGIN: DEV_LOGIN=on signs anyone in as the demo owner; it cannot be used with NODE_ENV=production',
    );
  });

  it('seeds the demo by default in development only', () => {
    expect(readEnv({}).DEMO_SEED).toBe('on');
    expect(readEnv({ NODE_ENV: 'production' }).DEMO_SEED).toBe('off');
    expect(readEnv({ NODE_ENV: 'production', DEMO_SEED: 'on' }).DEMO_SEED).toBe('on');
    expect(readEnv({ DEMO_SEED: 'off' }).DEMO_SEED).toBe('off');
  });

  it('leaves /metrics off unless METRICS_TOKEN is set, and refuses a short token', () => {
    expect(readEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(readEnv({ METRICS_TOKEN: '  ' }).METRICS_TOKEN).toBeUndefined();
    expect(readEnv({ METRICS_TOKEN: 'a'.repeat(16) }).METRICS_TOKEN).toBe('a'.repeat(16));
    expect(() => readEnv({ METRICS_TOKEN: 'short' })).toThrow(
      'Invalid configuration: METRICS_TOKEN: METRICS_TOKEN must be at least 16 characters (a random secret)',
    );
  });
});
