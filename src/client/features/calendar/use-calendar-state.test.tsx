// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useCalendarState } from './use-calendar-state.ts';

function renderState(path: string, defaultStaff?: string) {
  const memory = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      {children}
    </Router>
  );
  const view = renderHook(() => useCalendarState('2026-06-10', defaultStaff), { wrapper });
  return { ...view, memory };
}

describe('useCalendarState', () => {
  it('opens on the default schedule and keeps only a different choice in the URL', () => {
    const { result, memory } = renderState('/calendar', 'me');
    expect(result.current.staff).toBe('me');
    act(() => result.current.setStaff('all'));
    expect(memory.history?.at(-1)).toBe('/calendar?staff=all');
    expect(result.current.staff).toBe('all');
    act(() => result.current.setStaff('me'));
    expect(memory.history?.at(-1)).toBe('/calendar');
  });

  it('shows everyone by default for someone without a schedule of their own', () => {
    const { result } = renderState('/calendar');
    expect(result.current.staff).toBe('all');
  });
});
