import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, subscribeToToasts, TOAST_REMOVE_DELAY, type ToastItem, toast } from './use-toast.ts';

describe('toast store', () => {
  let latest: ToastItem[] = [];
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    stop = subscribeToToasts((toasts) => {
      latest = toasts;
    });
  });

  afterEach(() => {
    dismissToast();
    vi.runAllTimers();
    stop();
    vi.useRealTimers();
  });

  it('keeps at most one toast: a new one replaces the previous', () => {
    toast({ title: 'First' });
    const second = toast({ title: 'Second', description: 'replaces the first', variant: 'destructive' });
    expect(latest).toEqual([
      {
        id: second.id,
        title: 'Second',
        description: 'replaces the first',
        variant: 'destructive',
        open: true,
      },
    ]);
  });

  it('closes a dismissed toast and removes it after 1,000,000 ms', () => {
    const shown = toast({ title: 'Bye' });
    shown.dismiss();
    expect(latest).toEqual([expect.objectContaining({ id: shown.id, open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(latest).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(latest).toHaveLength(0);
  });

  it('updates a shown toast in place', () => {
    const shown = toast({ title: 'Saving' });
    shown.update({ title: 'Saved' });
    expect(latest[0]?.title).toBe('Saved');
  });
});
