import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderComplete } from './render-complete.ts';

// Over 500 bytes: React only sends a boundary that large apart from the page around it.
const Late = lazy(async () => ({ default: () => <p>{`loaded later ${'and long '.repeat(100)}`}</p> }));

describe('renderComplete', () => {
  it('inlines a lazy part after a long page instead of its fallback plus a hidden copy', async () => {
    const html = await renderComplete(
      <main>
        <p>{'long text '.repeat(3000)}</p>
        <Suspense fallback={<p>waiting</p>}>
          <Late />
        </Suspense>
      </main>,
    );
    expect(html).toContain('<p>loaded later and long');
    expect(html).not.toContain('waiting');
    expect(html).not.toContain('hidden');
  });
});
