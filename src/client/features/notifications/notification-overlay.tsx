// The notification overlay (spec part 2 §2, NOTIF-18…25), shown whenever someone is signed in: new unread
// notifications appear as toasts that go after 5 s, can be dismissed, or marked read (for good). Fed live by the
// event stream; polls GET /api/notifications every 5 s only while the stream is down.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useMemberships } from '#client/entities/memberships/api/get-memberships.ts';
import { refreshNotificationViews } from '#client/entities/notifications/api/notification-views.ts';
import type { Notification } from '#shared/schemas/notification.ts';
import { useNotifications } from './api/get-notifications.ts';
import { markNotificationRead } from './api/mark-notification-read.ts';
import { priorityDot } from './relative-time.ts';
import { useNotificationStream } from './use-notification-stream.ts';

export const OVERLAY_POLL_MS = 5_000;
// The toasts and their words in the app's language come when the first one shows: not in the list of what every
// page's entry preloads with the overlay.
const OverlayToasts = lazy(async () => ({ default: (await import('./overlay-toasts.tsx')).OverlayToasts }));

export function NotificationOverlay() {
  const memberships = useMemberships().data;
  const live = useNotificationStream(true, memberships && (memberships.current?.businessId ?? null));
  const { data } = useNotifications({ enabled: true, pollMs: live ? false : OVERLAY_POLL_MS });
  const [toasts, setToasts] = useState<Notification[]>([]);
  // Ids already shown or present at the first load (the backlog is the bell's, not a burst of toasts).
  const seen = useRef<Set<string> | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!data) return;
    if (seen.current === null) {
      seen.current = new Set(data.map((n) => n.id));
      return;
    }
    const known = seen.current;
    const fresh = data.filter((n) => !n.read && !known.has(n.id));
    for (const n of fresh) known.add(n.id);
    if (fresh.length > 0) setToasts((current) => [...fresh.reverse(), ...current].slice(0, 5));
  }, [data]);

  const dismiss = useCallback((id: string) => setToasts((current) => current.filter((t) => t.id !== id)), []);

  const markRead = (id: string) => {
    dismiss(id);
    markNotificationRead(id).then(
      () => refreshNotificationViews(queryClient),
      // Spec NOTIF-24: a failure is silent for the user, logged for us.
      (error: unknown) => console.error('Failed to mark notification as read', error),
    );
  };

  if (toasts.length === 0) return null;
  // The toasts' code and another language's words are fetched the first time one shows; nothing shows till then.
  return (
    <Suspense fallback={null}>
      <OverlayToasts toasts={toasts} onDismiss={dismiss} onMarkRead={markRead} dots={priorityDot} />
    </Suspense>
  );
}
