import { describe, expect, it } from 'vitest';
import { authPath, paths, safeNextPath } from './paths.ts';

describe('authPath', () => {
  it('carries the page to return to', () => {
    expect(authPath('/services?tab=1')).toBe('/auth?next=%2Fservices%3Ftab%3D1');
  });
  it('drops a pointless next', () => {
    expect(authPath()).toBe('/auth');
    expect(authPath('/')).toBe('/auth');
  });
});

describe('safeNextPath', () => {
  it('keeps paths on this site', () => {
    expect(safeNextPath('/calendar')).toBe('/calendar');
    expect(safeNextPath('/services?x=1')).toBe('/services?x=1');
  });
  it('falls back to the dashboard for missing, foreign or looping targets', () => {
    for (const next of [
      null,
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/auth',
    ]) {
      expect(safeNextPath(next)).toBe(paths.dashboard);
    }
  });
});
