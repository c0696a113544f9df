// One figure of a period report: its value, the change against the previous period, and the previous value.
import { useId } from 'react';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { useAnalyticsI18n } from '#client/lib/app-i18n/analytics-i18n.ts';
import type { Metric } from '#shared/schemas/analytics.ts';
import { GrowthBadge } from './growth-badge.tsx';

export function KpiCard({
  title,
  metric,
  format,
  upIsGood = true,
  help,
}: {
  title: string;
  metric: Metric;
  format: (value: number | null) => string;
  upIsGood?: boolean;
  /** What the figure counts, in a line under it. */
  help?: string;
}) {
  const headingId = useId();
  const { t } = useAnalyticsI18n();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardContent className="grid gap-1.5 p-4 sm:p-5">
        <h3 id={headingId} className="text-sm font-medium text-muted-foreground">
          {title}
        </h3>
        <p className="truncate text-xl font-bold tracking-tight tabular-nums sm:text-2xl">
          {format(metric.value)}
        </p>
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <GrowthBadge growth={metric.growth} upIsGood={upIsGood} />
          <span>{t('kpi.previous', { value: format(metric.previous) })}</span>
        </div>
        {help ? <p className="text-xs text-muted-foreground">{help}</p> : null}
      </CardContent>
    </Card>
  );
}
