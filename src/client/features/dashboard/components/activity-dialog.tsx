// 'View All' for Live Activity: the owner's latest 50 events, loaded when the dialog opens.
import { CheckCheck } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { formatCount, useAppI18n } from '#client/lib/app-i18n/app-i18n.ts';
import { useDashboardCardsI18n } from '#client/lib/app-i18n/dashboard-cards-i18n.ts';
import { useActivity } from '../api/get-activity.ts';
import { useMarkAllActivityRead } from '../api/mark-activity-read.ts';
import { ActivityList } from './activity-list.tsx';

const ALL_ACTIVITY_LIMIT = 50;

export function ActivityDialog({
  open,
  onOpenChange,
  currency,
  timeZone,
  now,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currency: string;
  timeZone: string;
  now: Date;
}) {
  const activity = useActivity({ limit: ALL_ACTIVITY_LIMIT, enabled: open });
  const markAll = useMarkAllActivityRead();
  const items = activity.data?.items ?? [];
  const unread = activity.data?.unreadCount ?? 0;
  const { t, intl } = useDashboardCardsI18n();
  // The Live Activity card's own words (the app's catalog), where the dialog says the same.
  const app = useAppI18n();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" closeLabel={t('dialog.close')}>
        <DialogHeader>
          <DialogTitle>{t('activity.allTitle')}</DialogTitle>
          <DialogDescription>
            {unread > 0 ? `${t('activity.unreadCount', { unread, count: formatCount(unread, intl) })} ` : ''}
            {t('activity.selectToRead')}
          </DialogDescription>
        </DialogHeader>
        <div className="-mx-2 max-h-[60dvh] overflow-y-auto px-2">
          {activity.isPending ? (
            <div className="flex justify-center py-8">
              <Spinner label={app.t('activity.loading')} />
            </div>
          ) : activity.isError ? (
            <div className="grid justify-items-center gap-2 py-6 text-center text-sm">
              <p className="text-muted-foreground">{app.t('activity.loadFailed')}</p>
              <Button variant="outline" size="sm" onClick={() => activity.refetch()}>
                {app.t('activity.retry')}
              </Button>
            </div>
          ) : items.length === 0 ? (
            <p className="py-8 text-center text-sm text-muted-foreground">{t('activity.none')}</p>
          ) : (
            <ActivityList
              items={items}
              currency={currency}
              timeZone={timeZone}
              now={now}
              label={t('activity.allTitle')}
            />
          )}
        </div>
        <div className="flex justify-end">
          <Button
            variant="outline"
            size="sm"
            onClick={() => markAll.mutate()}
            disabled={unread === 0 || markAll.isPending}
          >
            <CheckCheck aria-hidden="true" />
            {app.t('activity.markAllRead')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
