// Change against the previous period of equal length; '—' when there is nothing to compare with.
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { useAnalyticsI18n } from '#client/lib/app-i18n/analytics-i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { describeGrowth, formatGrowth, growthTrend } from '../analytics-format.ts';

export function GrowthBadge({
  growth,
  upIsGood = true,
}: {
  growth: number | null;
  /** False for figures where a rise is bad news (cancellation and no-show rates). */
  upIsGood?: boolean;
}) {
  const { t, intl } = useAnalyticsI18n();
  const trend = growthTrend(growth);
  const good = trend === 'up' ? upIsGood : trend === 'down' ? !upIsGood : null;
  const Icon = trend === 'up' ? ArrowUpRight : trend === 'down' ? ArrowDownRight : Minus;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 rounded-full px-2 py-0.5 text-xs font-medium tabular-nums',
        good === true && 'bg-emerald-100 text-emerald-800',
        good === false && 'bg-red-100 text-red-800',
        good === null && 'bg-muted text-muted-foreground',
      )}
      data-growth={trend}
    >
      {trend === 'none' ? null : <Icon aria-hidden="true" className="size-3" />}
      <span aria-hidden="true">{formatGrowth(growth, intl)}</span>
      <span className="sr-only">
        {describeGrowth(growth, intl, (said, percent) => {
          if (said === 'none') return t('growth.none');
          if (said === 'flat') return t('growth.flat');
          return t(said === 'up' ? 'growth.up' : 'growth.down', { percent });
        })}
      </span>
    </span>
  );
}
