// Services: each service's bookings, revenue, average price, cancellation and no-show rates in the period; and, when
// the business has classes (decision 036), each class's sessions, seats, fill rate and attendance.
import { Badge } from '#client/components/ui/badge.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { ScrollRegion } from '#client/components/ui/scroll-region.tsx';
import { useAnalyticsI18n } from '#client/lib/app-i18n/analytics-i18n.ts';
import type { AnalyticsPeriod } from '#shared/schemas/analytics.ts';
import { formatCount, formatCurrency, formatPercent } from '../analytics-format.ts';
import { useServicesReport } from '../api/get-services-report.ts';
import { ClassPerformance } from './class-performance.tsx';
import { EmptyReport, ReportError, ReportLoading } from './report-states.tsx';
import { TabToolbar } from './tab-toolbar.tsx';

const COLUMNS = [
  'figure.bookings',
  'figure.revenue',
  'figure.averagePrice',
  'figure.cancellationRate',
  'figure.noShowRate',
] as const;

export function ServicesTab({ period }: { period: AnalyticsPeriod }) {
  const services = useServicesReport(period);
  const { t, intl } = useAnalyticsI18n();
  if (services.isError) return <ReportError error={services.error} onRetry={() => services.refetch()} />;
  if (!services.data) return <ReportLoading />;
  const report = services.data;
  const rows = report.services;
  const booked = rows.some((s) => s.totalBookings > 0);
  return (
    <div className="grid grid-cols-1 gap-6">
      <TabToolbar title={t('services.title')} range={report.range} report="services" period={period} />
      <Card>
        <CardContent className="p-0">
          {rows.length === 0 ? (
            <div className="p-6">
              <EmptyReport title={t('services.empty.title')}>{t('services.empty.text')}</EmptyReport>
            </div>
          ) : (
            <ScrollRegion label={t('services.table')}>
              <table className="w-full min-w-[40rem] text-sm">
                <caption className="sr-only">{t('services.caption')}</caption>
                <thead>
                  <tr className="border-b bg-muted/50 text-start text-muted-foreground">
                    <th scope="col" className="px-4 py-3 font-medium">
                      {t('figure.service')}
                    </th>
                    {COLUMNS.map((c) => (
                      <th key={c} scope="col" className="px-4 py-3 text-end font-medium">
                        {t(c)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((s) => (
                    <tr key={s.serviceId} className="border-b last:border-0">
                      <th scope="row" className="px-4 py-3 text-start font-medium">
                        <span className="flex items-center gap-2">
                          {s.name}
                          {s.archived ? <Badge variant="secondary">{t('services.archived')}</Badge> : null}
                        </span>
                      </th>
                      <td className="px-4 py-3 text-end tabular-nums">{formatCount(s.bookings, intl)}</td>
                      <td className="px-4 py-3 text-end tabular-nums">
                        {formatCurrency(s.revenue, report.currency, intl)}
                      </td>
                      <td className="px-4 py-3 text-end tabular-nums">
                        {formatCurrency(s.averagePrice, report.currency, intl)}
                      </td>
                      <td className="px-4 py-3 text-end tabular-nums">
                        {formatPercent(s.cancellationRate, intl)}
                      </td>
                      <td className="px-4 py-3 text-end tabular-nums">{formatPercent(s.noShowRate, intl)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </CardContent>
      </Card>
      <ClassPerformance services={rows} />
      {rows.length > 0 && !booked ? (
        <p className="text-sm text-muted-foreground">{t('services.noBookings')}</p>
      ) : null}
    </div>
  );
}
