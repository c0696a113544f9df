// Downloads a report as CSV (GET /api/analytics/{report}.csv?period=); the session cookie goes with the link.
import { Download } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useAnalyticsI18n } from '#client/lib/app-i18n/analytics-i18n.ts';
import type { AnalyticsPeriod } from '#shared/schemas/analytics.ts';

export type CsvReport = 'overview' | 'revenue' | 'services' | 'clients';

export function CsvExportButton({
  report,
  period,
  label,
}: {
  report: CsvReport;
  period: AnalyticsPeriod;
  label: string;
}) {
  const { t } = useAnalyticsI18n();
  return (
    <Button asChild variant="outline" size="sm">
      <a
        href={`/api/analytics/${report}.csv?${new URLSearchParams({ period })}`}
        download
        aria-label={t('csv.exportLabel', { report: label })}
      >
        <Download aria-hidden="true" />
        {t('csv.export')}
      </a>
    </Button>
  );
}
