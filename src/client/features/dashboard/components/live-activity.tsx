// 'Live Activity' (spec part 1 §2, stub→real): the latest stored events — new bookings, cancellations,
// completed visits, reviews, milestones — at most 6, read state persisted; 'View All' lists more.
import { CheckCheck, Radio } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAppI18n } from '#client/lib/app-i18n/app-i18n.ts';
import { useActivity } from '../api/get-activity.ts';
import { useMarkAllActivityRead } from '../api/mark-activity-read.ts';
import { LIVE_ACTIVITY_LIMIT } from '../dashboard-format.ts';
import { ActivityDialog } from './activity-dialog.tsx';
import { ActivityList } from './activity-list.tsx';

export function LiveActivity({ currency, timeZone, now }: { currency: string; timeZone: string; now: Date }) {
  const activity = useActivity({ limit: LIVE_ACTIVITY_LIMIT });
  const markAll = useMarkAllActivityRead();
  const [viewAll, setViewAll] = useState(false);
  const items = (activity.data?.items ?? []).slice(0, LIVE_ACTIVITY_LIMIT);
  const unread = activity.data?.unreadCount ?? 0;
  const { t } = useAppI18n();

  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 space-y-0 pb-3">
        <h2 className="flex items-center gap-2 text-base font-semibold leading-none tracking-tight">
          <Radio aria-hidden="true" className="size-4.5 text-primary" />
          {t('activity.title')}
          {unread > 0 ? (
            <Badge aria-label={t('activity.unread', { count: unread })}>{unread > 9 ? '9+' : unread}</Badge>
          ) : null}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => markAll.mutate()}
          disabled={unread === 0 || markAll.isPending}
        >
          <CheckCheck aria-hidden="true" />
          {t('activity.markAllRead')}
        </Button>
      </CardHeader>
      <CardContent className="flex-1">
        {activity.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label={t('activity.loading')} />
          </div>
        ) : activity.isError ? (
          <div className="grid justify-items-center gap-2 py-6 text-center text-sm">
            <p className="text-muted-foreground">{t('activity.loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => activity.refetch()}>
              {t('activity.retry')}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="rounded-lg border border-dashed px-4 py-8 text-center">
            <p className="font-medium">{t('activity.empty')}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t('activity.emptyText')}</p>
          </div>
        ) : (
          <ActivityList
            items={items}
            currency={currency}
            timeZone={timeZone}
            now={now}
            label={t('activity.latest')}
          />
        )}
      </CardContent>
      <CardFooter>
        <Button variant="outline" size="sm" className="w-full" onClick={() => setViewAll(true)}>
          {t('activity.viewAll')}
        </Button>
      </CardFooter>
      <ActivityDialog
        open={viewAll}
        onOpenChange={setViewAll}
        currency={currency}
        timeZone={timeZone}
        now={now}
      />
    </Card>
  );
}
