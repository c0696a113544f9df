// Keeps GET /api/notifications/stream open while signed in: each event (and each (re)connection, which may
// follow missed events) refreshes every notification view and what the events announce (a booking's reads).
// Reports whether the stream is up, so the overlay polls only while it is down. A stream the server refused
// (no business yet) or lost is opened again later, and at once when the session moves to another business
// (`businessId`: the server reads the business when the stream opens; undefined while not known yet, which opens
// nothing again).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { refreshAnnouncedViews } from '#client/entities/notifications/api/notification-views.ts';

export const STREAM_URL = '/api/notifications/stream';
/** Waits before opening a failed stream again: doubled from the first up to the last. */
const REOPEN_MS = { first: 2_000, max: 60_000 };

/** Counts the changes of business after the first one known: each is a reason to open the stream again. */
export function useBusinessGeneration(businessId: string | null | undefined): number {
  const seen = useRef<{ id: string | null | undefined; generation: number }>({
    id: undefined,
    generation: 0,
  });
  if (businessId !== undefined && businessId !== seen.current.id) {
    const known = seen.current.id !== undefined;
    seen.current = { id: businessId, generation: seen.current.generation + (known ? 1 : 0) };
  }
  return seen.current.generation;
}

export function useNotificationStream(enabled: boolean, businessId?: string | null): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const generation = useBusinessGeneration(businessId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new business is a new stream (see above)
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let delay = REOPEN_MS.first;
    let stopped = false;

    const open = () => {
      source = new EventSource(STREAM_URL, { withCredentials: true });
      source.onopen = () => {
        delay = REOPEN_MS.first;
        setConnected(true);
        void refreshAnnouncedViews(queryClient);
      };
      source.addEventListener('notifications', () => void refreshAnnouncedViews(queryClient));
      source.onerror = () => {
        setConnected(false);
        // The browser reconnects by itself after a dropped stream; a refused one (CLOSED) is ours to retry.
        if (source?.readyState !== EventSource.CLOSED || stopped) return;
        reopen = setTimeout(open, delay);
        delay = Math.min(delay * 2, REOPEN_MS.max);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(reopen);
      source?.close();
      setConnected(false);
    };
  }, [enabled, queryClient, generation]);

  return connected;
}
