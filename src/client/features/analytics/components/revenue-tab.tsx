// Revenue: the period's total with growth, goals, and revenue by service, staff member and weekday.

import { REVENUE_HELP } from '#client/entities/analytics/revenue-help.ts';
import type { AnalyticsPeriod } from '#shared/schemas/analytics.ts';
import { formatCount, formatCurrency, formatCurrencyCompact } from '../analytics-format.ts';
import { useRevenueReport } from '../api/get-revenue-report.ts';
import { ChartFrame, DataTable } from '../charts/chart-frame.tsx';
import { LazyColumnChart } from '../charts/lazy-charts.ts';
import { BreakdownTable } from './breakdown-table.tsx';
import { GoalsCard } from './goals-card.tsx';
import { KpiCard } from './kpi-card.tsx';
import { EmptyReport, ReportError, ReportLoading } from './report-states.tsx';
import { TabToolbar } from './tab-toolbar.tsx';

export function RevenueTab({ period }: { period: AnalyticsPeriod }) {
  const revenue = useRevenueReport(period);
  if (revenue.isError) return <ReportError error={revenue.error} onRetry={() => revenue.refetch()} />;
  if (!revenue.data) return <ReportLoading />;
  const report = revenue.data;
  const money = (v: number | null) => formatCurrency(v, report.currency);
  const weekdayEmpty = report.byDayOfWeek.every((d) => d.revenue === 0);
  return (
    <div className="grid grid-cols-1 gap-6">
      <TabToolbar title="Revenue" range={report.range} report="revenue" period={period} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <KpiCard title="Revenue in this period" metric={report.total} format={money} help={REVENUE_HELP} />
        <div className="lg:col-span-2">
          <GoalsCard report={report} />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <BreakdownTable
          title="Revenue by service"
          description="Completed and confirmed bookings, at the amount paid or the booked price."
          nameHeading="Service"
          rows={report.byService}
          currency={report.currency}
        />
        <BreakdownTable
          title="Revenue by staff member"
          description="Who delivered the revenue."
          nameHeading="Staff member"
          rows={report.byStaff}
          currency={report.currency}
        />
      </div>
      <ChartFrame
        title="Revenue by weekday"
        description="Which days of the week earn the most."
        empty={weekdayEmpty ? <EmptyReport title="No revenue in this period" /> : undefined}
        chart={
          <LazyColumnChart
            data={report.byDayOfWeek.map((d) => ({
              key: String(d.dayOfWeek),
              label: d.label.slice(0, 3),
              value: d.revenue,
            }))}
            label={`Revenue by weekday, Monday to Sunday: ${report.byDayOfWeek.map((d) => `${d.label} ${money(d.revenue)}`).join(', ')}`}
            formatValue={money}
            formatAxis={(v) => formatCurrencyCompact(v, report.currency)}
            colorClass="fill-violet-600"
          />
        }
        table={
          <DataTable
            caption="Revenue by weekday"
            columns={['Day', 'Bookings', 'Revenue']}
            rows={report.byDayOfWeek.map((d) => [d.label, formatCount(d.bookings), money(d.revenue)])}
          />
        }
      />
    </div>
  );
}
