// /notifications: every notification of the owner's business, newest first, filtered by type and read state,
// a page at a time, each markable read or removable (opened from the bell's 'View All Notifications').
import { BellOff } from 'lucide-react';
import { useState } from 'react';
import { NotificationRow } from '#client/app/shell/notification-bell.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { formatCount } from '#client/lib/app-i18n/app-i18n.ts';
import { useNotificationsI18n } from '#client/lib/app-i18n/notifications-i18n.ts';
import { NOTIFICATION_TYPES, type NotificationType } from '#shared/schemas/notification.ts';
import { useNotificationPage } from './api/get-notification-page.ts';
import { useMarkAllNotificationsRead } from './api/mark-notification-read.ts';

const PAGE_SIZE = 20;

export function NotificationsPage() {
  const [type, setType] = useState<NotificationType | 'all'>('all');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const { t, intl } = useNotificationsI18n();
  const query = useNotificationPage({
    page,
    limit: PAGE_SIZE,
    type: type === 'all' ? undefined : type,
    unread: unreadOnly ? true : undefined,
  });
  const markAll = useMarkAllNotificationsRead();
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  // A removal can empty the last page: show the one before.
  const shownPage = Math.min(page, pages);
  if (shownPage !== page) setPage(shownPage);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('page.title')}</h1>
          <p className="text-sm text-muted-foreground">
            {data
              ? t('page.unread', { count: data.unreadCount, total: formatCount(data.unreadCount, intl) })
              : t('page.intro')}
          </p>
        </div>
        <Button
          variant="outline"
          disabled={!data || data.unreadCount === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('page.markAllRead')}
        </Button>
      </div>
      <Card>
        <CardHeader className="flex-row flex-wrap items-center gap-4 space-y-0">
          <div className="flex items-center gap-2">
            <Label htmlFor="notification-type">{t('filter.type')}</Label>
            <select
              id="notification-type"
              className="h-9 rounded-md border bg-background px-2 text-sm"
              value={type}
              onChange={(event) => {
                setType(event.target.value as NotificationType | 'all');
                setPage(1);
              }}
            >
              <option value="all">{t('filter.allTypes')}</option>
              {NOTIFICATION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t('filter.typeName', { type })}
                </option>
              ))}
            </select>
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={unreadOnly}
              onChange={(event) => {
                setUnreadOnly(event.target.checked);
                setPage(1);
              }}
            />
            {t('filter.unreadOnly')}
          </label>
        </CardHeader>
        <CardContent className="p-0">
          {query.isPending ? (
            <div className="flex justify-center py-12">
              <Spinner label={t('page.loading')} />
            </div>
          ) : query.isError ? (
            <div className="grid justify-items-center gap-2 py-12 text-sm">
              <p className="text-destructive">{t('page.loadFailed')}</p>
              <Button variant="outline" size="sm" onClick={() => query.refetch()}>
                {t('page.retry')}
              </Button>
            </div>
          ) : data && data.items.length > 0 ? (
            <ul className="divide-y">
              {data.items.map((n) => (
                <NotificationRow key={n.id} item={n} />
              ))}
            </ul>
          ) : (
            <div className="flex flex-col items-center gap-2 py-12 text-sm text-muted-foreground">
              <BellOff className="size-8 opacity-50" aria-hidden="true" />
              {t('page.empty')}
            </div>
          )}
        </CardContent>
      </Card>
      {data && data.total > PAGE_SIZE ? (
        <nav aria-label={t('page.pages')} className="flex items-center justify-between gap-2">
          <Button variant="outline" disabled={shownPage <= 1} onClick={() => setPage(shownPage - 1)}>
            {t('page.previous')}
          </Button>
          <span className="text-sm text-muted-foreground">
            {t('page.position', { page: formatCount(shownPage, intl), pages: formatCount(pages, intl) })}
          </span>
          <Button variant="outline" disabled={shownPage >= pages} onClick={() => setPage(shownPage + 1)}>
            {t('page.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
