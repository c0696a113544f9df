// Overview: the period's KPIs with growth, revenue and bookings over time, and popular days and hours.

import { REVENUE_HELP } from '#client/entities/analytics/revenue-help.ts';
import type { AnalyticsPeriod, OverviewReport } from '#shared/schemas/analytics.ts';
import {
  formatBucketLabel,
  formatCount,
  formatCurrency,
  formatCurrencyCompact,
  formatLocalDate,
  formatPercent,
} from '../analytics-format.ts';
import { useOverviewReport } from '../api/get-overview-report.ts';
import { usePopularTimesReport } from '../api/get-popular-times-report.ts';
import { ChartFrame, DataTable } from '../charts/chart-frame.tsx';
import { LazyColumnChart } from '../charts/lazy-charts.ts';
import { KpiCard } from './kpi-card.tsx';
import { PopularTimesCard } from './popular-times-card.tsx';
import { EmptyReport, ReportError, ReportLoading } from './report-states.tsx';
import { TabToolbar } from './tab-toolbar.tsx';

function SeriesCharts({ report }: { report: OverviewReport }) {
  const money = (v: number) => formatCurrency(v, report.currency);
  const empty = report.series.every((s) => s.revenue === 0 && s.bookings === 0) ? (
    <EmptyReport title="No bookings in this period">Figures appear here as soon as clients book.</EmptyReport>
  ) : undefined;
  const per = report.bucket === 'week' ? 'per week' : 'per day';
  const table = (caption: string, column: string, pick: (s: OverviewReport['series'][number]) => string) => (
    <DataTable
      caption={caption}
      columns={[report.bucket === 'week' ? 'Week' : 'Day', column]}
      rows={report.series.map((s) => [formatBucketLabel(s.date, report.bucket), pick(s)])}
    />
  );
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
      <ChartFrame
        title="Revenue over time"
        description={`Completed and confirmed bookings, ${per}.`}
        empty={empty}
        chart={
          <LazyColumnChart
            variant="line"
            data={report.series.map((s) => ({
              key: s.date,
              label: formatLocalDate(s.date),
              value: s.revenue,
            }))}
            label={`Revenue ${per}: ${money(report.revenue.value ?? 0)} in total`}
            formatValue={money}
            formatAxis={(v) => formatCurrencyCompact(v, report.currency)}
          />
        }
        table={table('Revenue over time', 'Revenue', (s) => money(s.revenue))}
      />
      <ChartFrame
        title="Bookings over time"
        description={`Bookings that were not cancelled, ${per}.`}
        empty={empty}
        chart={
          <LazyColumnChart
            data={report.series.map((s) => ({
              key: s.date,
              label: formatLocalDate(s.date),
              value: s.bookings,
            }))}
            label={`Bookings ${per}: ${formatCount(report.bookings.value)} in total`}
            formatValue={(v) => formatCount(v)}
            formatAxis={(v) => formatCount(v)}
            wholeNumbers
            colorClass="fill-blue-600"
          />
        }
        table={table('Bookings over time', 'Bookings', (s) => formatCount(s.bookings))}
      />
    </div>
  );
}

export function OverviewTab({ period }: { period: AnalyticsPeriod }) {
  const overview = useOverviewReport(period);
  const popular = usePopularTimesReport(period);
  if (overview.isError) return <ReportError error={overview.error} onRetry={() => overview.refetch()} />;
  if (!overview.data) return <ReportLoading />;
  const report = overview.data;
  const money = (v: number | null) => formatCurrency(v, report.currency);
  return (
    <div className="grid grid-cols-1 gap-6">
      <TabToolbar title="Overview" range={report.range} report="overview" period={period} />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
        <KpiCard title="Revenue" metric={report.revenue} format={money} help={REVENUE_HELP} />
        <KpiCard title="Bookings" metric={report.bookings} format={formatCount} />
        <KpiCard title="New clients" metric={report.newClients} format={formatCount} />
        <KpiCard title="Average booking value" metric={report.avgBookingValue} format={money} />
        <KpiCard
          title="Cancellation rate"
          metric={report.cancellationRate}
          format={formatPercent}
          upIsGood={false}
        />
        <KpiCard title="No-show rate" metric={report.noShowRate} format={formatPercent} upIsGood={false} />
      </div>
      <SeriesCharts report={report} />
      {popular.isError ? (
        <ReportError error={popular.error} onRetry={() => popular.refetch()} />
      ) : popular.data ? (
        <PopularTimesCard report={popular.data} />
      ) : (
        <ReportLoading />
      )}
    </div>
  );
}
