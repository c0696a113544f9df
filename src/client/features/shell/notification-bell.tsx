// The bell: unread badge (capped at '9+') and a popover that fetches notifications only while it is open.
import { Bell, BellOff } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '#client/components/ui/popover.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useNotifications } from '#client/features/notifications/api/get-notifications.ts';
import { useMarkAllNotificationsRead } from '#client/features/notifications/api/mark-notification-read.ts';
import { unreadBadgeText } from '#client/features/notifications/unread-badge.ts';
import { cn } from '#client/lib/cn.ts';
import type { Notification } from '#shared/schemas/notification.ts';

export function NotificationBell() {
  const [open, setOpen] = useState(false);
  // Reads whatever is cached; the list below does the fetching while the popover is open.
  const { data } = useNotifications({ enabled: false });
  const unread = (data ?? []).filter((n) => !n.read).length;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        >
          <Bell className="size-5" aria-hidden="true" />
          {unread > 0 ? (
            <span className="absolute top-1.5 right-1.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-bold text-white">
              {unreadBadgeText(unread)}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(22rem,calc(100vw-1.5rem))] p-0">
        <NotificationPanel onClose={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}

function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { data, isPending, isError } = useNotifications({ enabled: true });
  const markAll = useMarkAllNotificationsRead();
  const items = data ?? [];
  const unreadIds = items.filter((n) => !n.read).map((n) => n.id);
  return (
    <div className="flex flex-col">
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <div className="flex items-center gap-2">
          <h2 className="font-semibold">Notifications</h2>
          <Badge variant="secondary">{unreadIds.length}</Badge>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="h-8 text-primary"
          disabled={unreadIds.length === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          Mark all read
        </Button>
      </div>
      <div className="max-h-96 overflow-y-auto">
        {isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading notifications" />
          </div>
        ) : isError ? (
          <p className="px-4 py-10 text-center text-sm text-destructive">Could not load notifications.</p>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-muted-foreground">
            <BellOff className="size-8 opacity-50" aria-hidden="true" />
            No notifications
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
        <Button variant="ghost" className="w-full" onClick={onClose}>
          View All Notifications
        </Button>
      </div>
    </div>
  );
}

const priorityDot = { high: 'bg-red-500', medium: 'bg-amber-500', low: 'bg-gray-400' } as const;

function NotificationRow({ item }: { item: Notification }) {
  return (
    <li className={cn('flex gap-3 px-4 py-3', !item.read && 'bg-accent/60')}>
      <span
        aria-hidden="true"
        className={cn(
          'mt-1.5 size-2 shrink-0 rounded-full',
          priorityDot[item.priority] ?? priorityDot.medium,
        )}
      />
      <div className="min-w-0">
        <p className="text-sm font-medium">{item.title}</p>
        <p className="text-sm text-muted-foreground">{item.message}</p>
        <p className="mt-1 text-xs text-muted-foreground">{relativeTime(item.createdAt)}</p>
      </div>
    </li>
  );
}

/** 'Just now' for missing, invalid or very recent times (spec NOTIF-14). */
function relativeTime(iso: string | null | undefined): string {
  const time = iso ? new Date(iso).getTime() : Number.NaN;
  if (Number.isNaN(time)) return 'Just now';
  const minutes = Math.floor((Date.now() - time) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}
