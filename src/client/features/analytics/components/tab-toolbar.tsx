// The line above each report: the dates it covers, what growth compares with, and its CSV export.
import { useAnalyticsI18n } from '#client/lib/app-i18n/analytics-i18n.ts';
import type { AnalyticsPeriod } from '#shared/schemas/analytics.ts';
import { formatRange } from '../analytics-format.ts';
import { CsvExportButton, type CsvReport } from './csv-export-button.tsx';

export function TabToolbar({
  title,
  range,
  report,
  period,
}: {
  title: string;
  range: { from: string; to: string; previousFrom: string; previousTo: string };
  report: CsvReport;
  period: AnalyticsPeriod;
}) {
  const { t, intl } = useAnalyticsI18n();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">
          {t('toolbar.compared', {
            range: formatRange(range.from, range.to, intl),
            previous: formatRange(range.previousFrom, range.previousTo, intl),
          })}
        </p>
      </div>
      <CsvExportButton report={report} period={period} label={title} />
    </div>
  );
}
