// The bell (spec part 1 §2, NOTIF-01…17): the unread badge (capped at '9+') from the start, read from the list
// the overlay keeps fresh; a popover whose rows can be marked read or removed, 'Mark all read', and 'View All
// Notifications' opening the notifications page. Every change is persisted.
import { Bell, BellOff, Check, Trash2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '#client/components/ui/popover.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useNotifications } from '#client/features/notifications/api/get-notifications.ts';
import {
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '#client/features/notifications/api/mark-notification-read.ts';
import { priorityDot, relativeTime } from '#client/features/notifications/relative-time.ts';
import { unreadBadgeText } from '#client/features/notifications/unread-badge.ts';
import { useAppI18n } from '#client/lib/app-i18n/app-i18n.ts';
import { loadNewsMessages, useNewsWords } from '#client/lib/app-i18n/news-i18n.ts';
import { cn } from '#client/lib/cn.ts';
import type { Notification } from '#shared/schemas/notification.ts';

export function NotificationBell() {
  const [open, setOpen] = useState(false);
  // Reads the list the overlay fetches (live, or polled while the stream is down); the popover refetches it.
  const { data } = useNotifications({ enabled: false });
  const unread = (data ?? []).filter((n) => !n.read).length;
  const { t, locale } = useAppI18n();
  // The words of the notifications' own titles and texts, fetched before the popover opens.
  void loadNewsMessages(locale);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
        >
          <Bell className="size-5" aria-hidden="true" />
          {unread > 0 ? (
            <span
              data-testid="notification-badge"
              className="absolute top-1.5 end-1.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-bold text-white"
            >
              {unreadBadgeText(unread)}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(22rem,calc(100vw-1.5rem))] p-0">
        <Suspense
          fallback={
            <div className="flex justify-center py-10">
              <Spinner label={t('bell.loading')} />
            </div>
          }
        >
          <NotificationPanel onClose={() => setOpen(false)} />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}

function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { data, isPending, isError } = useNotifications({ enabled: true });
  const markAll = useMarkAllNotificationsRead();
  const [, navigate] = useLocation();
  const items = data ?? [];
  const unreadCount = items.filter((n) => !n.read).length;
  const { t } = useAppI18n();
  return (
    <div className="flex flex-col">
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <div className="flex items-center gap-2">
          <h2 className="font-semibold">{t('bell.label')}</h2>
          <Badge variant="secondary">{unreadCount}</Badge>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="h-8 text-primary"
          disabled={unreadCount === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('bell.markAllRead')}
        </Button>
      </div>
      <div className="max-h-96 overflow-y-auto">
        {isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label={t('bell.loading')} />
          </div>
        ) : isError ? (
          <p className="px-4 py-10 text-center text-sm text-destructive">{t('bell.loadFailed')}</p>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-muted-foreground">
            <BellOff className="size-8 opacity-50" aria-hidden="true" />
            {t('bell.empty')}
          </div>
        ) : (
          <ul className="divide-y">
            {items.map((n) => (
              <NotificationRow key={n.id} item={n} />
            ))}
          </ul>
        )}
      </div>
      <div className="border-t p-2">
        <Button
          variant="ghost"
          className="w-full"
          onClick={() => {
            onClose();
            navigate(paths.notifications);
          }}
        >
          {t('bell.viewAll')}
        </Button>
      </div>
    </div>
  );
}

/** One notification with its mark-read and remove actions; shared by the bell and the notifications page. */
export function NotificationRow({ item }: { item: Notification }) {
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const { t, intl } = useAppI18n();
  const { title, text } = useNewsWords()(item);
  return (
    <li className={cn('flex gap-3 px-4 py-3', !item.read && 'bg-accent/60')}>
      <span
        aria-hidden="true"
        className={cn(
          'mt-1.5 size-2 shrink-0 rounded-full',
          priorityDot[item.priority] ?? priorityDot.medium,
        )}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">
          {title}
          {item.read ? null : <span className="sr-only">{t('bell.unread')}</span>}
        </p>
        <p className="text-sm text-muted-foreground">{text}</p>
        <p className="mt-1 text-xs text-muted-foreground">
          {relativeTime(item.createdAt, Date.now(), intl, t('bell.justNow'))}
        </p>
      </div>
      <div className="flex shrink-0 items-start gap-1">
        {item.read ? null : (
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={t('bell.markRead', { title })}
            disabled={markRead.isPending}
            onClick={() => markRead.mutate(item.id)}
          >
            <Check aria-hidden="true" />
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={t('bell.remove', { title })}
          disabled={remove.isPending}
          onClick={() => remove.mutate(item.id)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
