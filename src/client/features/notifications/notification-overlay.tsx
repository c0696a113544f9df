// The notification overlay (spec part 2 §2, NOTIF-18…25), shown whenever someone is signed in: new unread
// notifications appear as toasts that go after 5 s, can be dismissed, or marked read (for good). Fed live by the
// event stream; polls GET /api/notifications every 5 s only while the stream is down.
import { useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useMemberships } from '#client/entities/memberships/api/get-memberships.ts';
import { refreshNotificationViews } from '#client/entities/notifications/api/notification-views.ts';
import { cn } from '#client/lib/cn.ts';
import type { Notification } from '#shared/schemas/notification.ts';
import { useNotifications } from './api/get-notifications.ts';
import { markNotificationRead } from './api/mark-notification-read.ts';
import { priorityDot } from './relative-time.ts';
import { useNotificationStream } from './use-notification-stream.ts';

export const OVERLAY_POLL_MS = 5_000;
export const TOAST_LIFETIME_MS = 5_000;

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
  return (
    <section
      aria-label="New notifications"
      className="fixed top-16 right-4 z-50 flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {toasts.map((toast) => (
        <OverlayToast key={toast.id} item={toast} onDismiss={dismiss} onMarkRead={markRead} />
      ))}
    </section>
  );
}

function OverlayToast({
  item,
  onDismiss,
  onMarkRead,
}: {
  item: Notification;
  onDismiss: (id: string) => void;
  onMarkRead: (id: string) => void;
}) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(item.id), TOAST_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [item.id, onDismiss]);
  const clientName = typeof item.data.clientName === 'string' ? item.data.clientName : undefined;
  return (
    <div role="status" className="flex gap-3 rounded-lg border bg-background p-3 shadow-lg">
      <span
        aria-hidden="true"
        className={cn(
          'mt-1.5 size-2.5 shrink-0 rounded-full',
          priorityDot[item.priority] ?? priorityDot.medium,
        )}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{item.title}</p>
        <p className="text-sm text-muted-foreground">{item.message}</p>
        {clientName ? <p className="mt-1 text-xs text-muted-foreground">{clientName}</p> : null}
        <Button variant="ghost" size="sm" className="mt-1 h-7 px-2" onClick={() => onMarkRead(item.id)}>
          <Check aria-hidden="true" />
          Mark read
        </Button>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="size-7 shrink-0"
        aria-label="Dismiss notification"
        onClick={() => onDismiss(item.id)}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
