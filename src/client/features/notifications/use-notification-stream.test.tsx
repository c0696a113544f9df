// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBusinessGeneration } from './use-notification-stream.ts';

describe('useBusinessGeneration', () => {
  it('changes only when a known business changes, not when it first becomes known', () => {
    const { result, rerender } = renderHook(
      ({ id }: { id: string | null | undefined }) => useBusinessGeneration(id),
      {
        initialProps: { id: undefined as string | null | undefined },
      },
    );
    expect(result.current).toBe(0);
    rerender({ id: 'b1' });
    expect(result.current).toBe(0);
    rerender({ id: 'b1' });
    expect(result.current).toBe(0);
    rerender({ id: 'b2' });
    expect(result.current).toBe(1);
    rerender({ id: undefined });
    expect(result.current).toBe(1);
  });

  it('opens again when someone without a business joins one', () => {
    const { result, rerender } = renderHook(
      ({ id }: { id: string | null | undefined }) => useBusinessGeneration(id),
      {
        initialProps: { id: null as string | null | undefined },
      },
    );
    rerender({ id: 'b1' });
    expect(result.current).toBe(1);
  });
});
