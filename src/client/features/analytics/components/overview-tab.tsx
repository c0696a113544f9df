// Overview: the period's KPIs with growth, revenue and bookings over time, and popular days and hours.

import { useAnalyticsI18n } from '#client/lib/app-i18n/analytics-i18n.ts';
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
  const { t, intl } = useAnalyticsI18n();
  const money = (v: number) => formatCurrency(v, report.currency, intl);
  const count = (v: number | null) => formatCount(v, intl);
  const empty = report.series.every((s) => s.revenue === 0 && s.bookings === 0) ? (
    <EmptyReport title={t('empty.noBookings')}>{t('series.empty')}</EmptyReport>
  ) : undefined;
  const bucket = report.bucket;
  const weekOf = (date: string) => t('series.weekOf', { date });
  const points = (value: (s: OverviewReport['series'][number]) => number) =>
    report.series.map((s) => ({ key: s.date, label: formatLocalDate(s.date, false, intl), value: value(s) }));
  const table = (caption: string, column: string, pick: (s: OverviewReport['series'][number]) => string) => (
    <DataTable
      caption={caption}
      columns={[bucket === 'week' ? t('figure.week') : t('figure.day'), column]}
      rows={report.series.map((s) => [formatBucketLabel(s.date, bucket, intl, weekOf), pick(s)])}
    />
  );
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
      <ChartFrame
        title={t('series.revenue.title')}
        description={t('series.revenue.description', { bucket })}
        empty={empty}
        chart={
          <LazyColumnChart
            variant="line"
            data={points((s) => s.revenue)}
            label={t('series.revenue.label', { bucket, total: money(report.revenue.value ?? 0) })}
            formatValue={money}
            formatAxis={(v) => formatCurrencyCompact(v, report.currency, intl)}
          />
        }
        table={table(t('series.revenue.title'), t('figure.revenue'), (s) => money(s.revenue))}
      />
      <ChartFrame
        title={t('series.bookings.title')}
        description={t('series.bookings.description', { bucket })}
        empty={empty}
        chart={
          <LazyColumnChart
            data={points((s) => s.bookings)}
            label={t('series.bookings.label', { bucket, total: count(report.bookings.value) })}
            formatValue={count}
            formatAxis={count}
            wholeNumbers
            colorClass="fill-blue-600"
          />
        }
        table={table(t('series.bookings.title'), t('figure.bookings'), (s) => count(s.bookings))}
      />
    </div>
  );
}

export function OverviewTab({ period }: { period: AnalyticsPeriod }) {
  const overview = useOverviewReport(period);
  const popular = usePopularTimesReport(period);
  const { t, intl } = useAnalyticsI18n();
  if (overview.isError) return <ReportError error={overview.error} onRetry={() => overview.refetch()} />;
  if (!overview.data) return <ReportLoading />;
  const report = overview.data;
  const money = (v: number | null) => formatCurrency(v, report.currency, intl);
  const count = (v: number | null) => formatCount(v, intl);
  const percent = (v: number | null) => formatPercent(v, intl);
  return (
    <div className="grid grid-cols-1 gap-6">
      <TabToolbar title={t('tab.overview')} range={report.range} report="overview" period={period} />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
        <KpiCard
          title={t('figure.revenue')}
          metric={report.revenue}
          format={money}
          help={t('kpi.revenueHelp')}
        />
        <KpiCard title={t('figure.bookings')} metric={report.bookings} format={count} />
        <KpiCard title={t('figure.newClients')} metric={report.newClients} format={count} />
        <KpiCard title={t('figure.avgBookingValue')} metric={report.avgBookingValue} format={money} />
        <KpiCard
          title={t('figure.cancellationRate')}
          metric={report.cancellationRate}
          format={percent}
          upIsGood={false}
        />
        <KpiCard
          title={t('figure.noShowRate')}
          metric={report.noShowRate}
          format={percent}
          upIsGood={false}
        />
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
