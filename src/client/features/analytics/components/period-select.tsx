// The report period: 7d, 30d, 90d ('Last 3 months') or 1y (spec part 2 §9).
import { CalendarRange } from 'lucide-react';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { ANALYTICS_PERIODS, type AnalyticsPeriod, PERIOD_LABELS } from '#shared/schemas/analytics.ts';

export function PeriodSelect({
  value,
  onChange,
}: {
  value: AnalyticsPeriod;
  onChange: (period: AnalyticsPeriod) => void;
}) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as AnalyticsPeriod)}>
      <SelectTrigger className="w-48" aria-label="Report period">
        <CalendarRange aria-hidden="true" className="size-4 text-muted-foreground" />
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ANALYTICS_PERIODS.map((period) => (
          <SelectItem key={period} value={period}>
            {PERIOD_LABELS[period]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
