// One Idempotency-Key per booking attempt: a retry of the same request reuses it (so a lost response or a
// double click never books twice); any change to the request gets a fresh key.
import { useCallback, useRef } from 'react';
import { randomId } from './format.ts';

export function useIdempotencyKey() {
  const last = useRef<{ request: string; key: string } | null>(null);
  const keyFor = useCallback((payload: unknown): string => {
    const request = JSON.stringify(payload);
    if (last.current?.request !== request) last.current = { request, key: randomId() };
    return last.current.key;
  }, []);
  const reset = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, reset };
}
