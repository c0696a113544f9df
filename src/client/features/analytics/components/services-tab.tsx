// Services: each service's bookings, revenue, average price, cancellation and no-show rates in the period; and, when
// the business has classes (decision 036), each class's sessions, seats, fill rate and attendance.
import { Badge } from '#client/components/ui/badge.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { ScrollRegion } from '#client/components/ui/scroll-region.tsx';
import type { AnalyticsPeriod } from '#shared/schemas/analytics.ts';
import { formatCount, formatCurrency, formatPercent } from '../analytics-format.ts';
import { useServicesReport } from '../api/get-services-report.ts';
import { ClassPerformance } from './class-performance.tsx';
import { EmptyReport, ReportError, ReportLoading } from './report-states.tsx';
import { TabToolbar } from './tab-toolbar.tsx';

const COLUMNS = ['Bookings', 'Revenue', 'Average price', 'Cancellation rate', 'No-show rate'];

export function ServicesTab({ period }: { period: AnalyticsPeriod }) {
  const services = useServicesReport(period);
  if (services.isError) return <ReportError error={services.error} onRetry={() => services.refetch()} />;
  if (!services.data) return <ReportLoading />;
  const report = services.data;
  const rows = report.services;
  const booked = rows.some((s) => s.totalBookings > 0);
  return (
    <div className="grid grid-cols-1 gap-6">
      <TabToolbar title="Service performance" range={report.range} report="services" period={period} />
      <Card>
        <CardContent className="p-0">
          {rows.length === 0 ? (
            <div className="p-6">
              <EmptyReport title="No services yet">Add services to see how each one performs.</EmptyReport>
            </div>
          ) : (
            <ScrollRegion label="Service performance table">
              <table className="w-full min-w-[40rem] text-sm">
                <caption className="sr-only">Service performance in the selected period</caption>
                <thead>
                  <tr className="border-b bg-muted/50 text-left text-muted-foreground">
                    <th scope="col" className="px-4 py-3 font-medium">
                      Service
                    </th>
                    {COLUMNS.map((c) => (
                      <th key={c} scope="col" className="px-4 py-3 text-right font-medium">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((s) => (
                    <tr key={s.serviceId} className="border-b last:border-0">
                      <th scope="row" className="px-4 py-3 text-left font-medium">
                        <span className="flex items-center gap-2">
                          {s.name}
                          {s.archived ? <Badge variant="secondary">Archived</Badge> : null}
                        </span>
                      </th>
                      <td className="px-4 py-3 text-right tabular-nums">{formatCount(s.bookings)}</td>
                      <td className="px-4 py-3 text-right tabular-nums">
                        {formatCurrency(s.revenue, report.currency)}
                      </td>
                      <td className="px-4 py-3 text-right tabular-nums">
                        {formatCurrency(s.averagePrice, report.currency)}
                      </td>
                      <td className="px-4 py-3 text-right tabular-nums">
                        {formatPercent(s.cancellationRate)}
                      </td>
                      <td className="px-4 py-3 text-right tabular-nums">{formatPercent(s.noShowRate)}</td>
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
        <p className="text-sm text-muted-foreground">
          No bookings in this period yet, so rates show — until there is something to measure.
        </p>
      ) : null}
    </div>
  );
}
