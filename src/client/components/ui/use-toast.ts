// Toast store (spec UI-01..06): at most one toast at a time, a new one replaces the previous,
// and a dismissed toast is removed from memory after 1,000,000 ms. Import `toast` anywhere, even outside React.
import { type ReactNode, useSyncExternalStore } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

type Listener = (toasts: ToastItem[]) => void;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    setToasts(toasts.filter((t) => t.id !== id));
  }, TOAST_REMOVE_DELAY);
  removalTimers.set(id, timer);
}

/** Closes one toast (or all); it stays in memory until the removal delay passes. */
export function dismissToast(id?: string) {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  setToasts(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** Shows a toast; with a limit of one it replaces whatever was showing. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: Partial<ToastInput>) =>
      setToasts(toasts.map((t) => (t.id === id ? { ...t, ...next } : t))),
  };
}

/** Listen to the toast list outside React (tests, logging). Returns the unsubscribe function. */
export function subscribeToToasts(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribeToToasts, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
