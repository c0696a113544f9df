// The line above each report: the dates it covers, what growth compares with, and its CSV export.
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
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">
          {formatRange(range.from, range.to)} · compared with{' '}
          {formatRange(range.previousFrom, range.previousTo)}
        </p>
      </div>
      <CsvExportButton report={report} period={period} label={title} />
    </div>
  );
}
