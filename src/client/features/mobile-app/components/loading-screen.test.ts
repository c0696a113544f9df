import { describe, expect, it } from 'vitest';
import { loadingMessage, startupProgress } from './loading-screen.tsx';

describe('the loading screen follows the real start-up work', () => {
  it('names each stage with the spec’s message', () => {
    const stages = [
      startupProgress(false, { sessionPending: true, businessPending: true }),
      startupProgress(true, { sessionPending: true, businessPending: true }),
      startupProgress(true, { sessionPending: false, businessPending: true }),
      startupProgress(true, { sessionPending: false, businessPending: false }),
    ];
    expect(stages).toEqual([0, 25, 50, 100]);
    expect(stages.map(loadingMessage)).toEqual([
      'Initializing',
      'Loading your data',
      'Setting up dashboard',
      'Almost ready',
    ]);
  });
});
