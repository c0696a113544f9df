// The report period: 7d, 30d, 90d ('Last 3 months') or 1y (spec part 2 §9).
import { CalendarRange } from 'lucide-react';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { useAnalyticsI18n } from '#client/lib/app-i18n/analytics-i18n.ts';
import { localeDirection } from '#shared/i18n/locales.ts';
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '#shared/schemas/analytics.ts';

const PERIOD_LABELS = {
  '7d': 'period.7d',
  '30d': 'period.30d',
  '90d': 'period.90d',
  '1y': 'period.1y',
} as const satisfies Record<AnalyticsPeriod, string>;

export function PeriodSelect({
  value,
  onChange,
}: {
  value: AnalyticsPeriod;
  onChange: (period: AnalyticsPeriod) => void;
}) {
  const { t, locale } = useAnalyticsI18n();
  return (
    <Select
      value={value}
      onValueChange={(next) => onChange(next as AnalyticsPeriod)}
      dir={localeDirection(locale)}
    >
      <SelectTrigger className="w-48" aria-label={t('period.label')}>
        <CalendarRange aria-hidden="true" className="size-4 text-muted-foreground" />
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ANALYTICS_PERIODS.map((period) => (
          <SelectItem key={period} value={period}>
            {t(PERIOD_LABELS[period])}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
