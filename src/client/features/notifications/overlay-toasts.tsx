// The notification overlay's toasts (notification-overlay.tsx), in the app's language: each goes after 5 s, can be
// dismissed, or marked read. A notification's title and text are worded in it from what the server stored
// (news-i18n.ts, docs/decisions/047).
// What they do comes from the overlay, so that this chunk shares no module with it (no chunk of their own).
import { Check, X } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { type NewsWords, useNewsWords } from '#client/lib/app-i18n/news-i18n.ts';
import { useOverlayI18n } from '#client/lib/app-i18n/notifications-overlay-i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { localeDirection } from '#shared/i18n/locales.ts';
import type { Notification } from '#shared/schemas/notification.ts';
import type { priorityDot } from './relative-time.ts';

export const TOAST_LIFETIME_MS = 5_000;

export function OverlayToasts({
  toasts,
  onDismiss,
  onMarkRead,
  dots,
}: {
  toasts: Notification[];
  onDismiss: (id: string) => void;
  onMarkRead: (id: string) => void;
  /** Each priority's colour. */
  dots: typeof priorityDot;
}) {
  const { t, locale } = useOverlayI18n(useAuth().user?.language);
  const words = useNewsWords(locale);
  return (
    <section
      aria-label={t('overlay.label')}
      dir={localeDirection(locale)}
      className="fixed top-16 end-4 z-50 flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {toasts.map((toast) => (
        <OverlayToast
          key={toast.id}
          item={toast}
          onDismiss={onDismiss}
          onMarkRead={onMarkRead}
          dot={dots[toast.priority] ?? dots.medium}
          words={words}
          labels={{ markRead: t('overlay.markRead'), dismiss: t('overlay.dismiss') }}
        />
      ))}
    </section>
  );
}

function OverlayToast({
  item,
  onDismiss,
  onMarkRead,
  dot,
  words,
  labels,
}: {
  item: Notification;
  onDismiss: (id: string) => void;
  onMarkRead: (id: string) => void;
  dot: string;
  words: NewsWords;
  labels: { markRead: string; dismiss: string };
}) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(item.id), TOAST_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [item.id, onDismiss]);
  const clientName = typeof item.data.clientName === 'string' ? item.data.clientName : undefined;
  const { title, text } = words(item);
  return (
    <div role="status" className="flex gap-3 rounded-lg border bg-background p-3 shadow-lg">
      <span aria-hidden="true" className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', dot)} />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{title}</p>
        <p className="text-sm text-muted-foreground">{text}</p>
        {clientName ? <p className="mt-1 text-xs text-muted-foreground">{clientName}</p> : null}
        <Button variant="ghost" size="sm" className="mt-1 h-7 px-2" onClick={() => onMarkRead(item.id)}>
          <Check aria-hidden="true" />
          {labels.markRead}
        </Button>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="size-7 shrink-0"
        aria-label={labels.dismiss}
        onClick={() => onDismiss(item.id)}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
