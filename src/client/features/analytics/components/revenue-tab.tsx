// Revenue: the period's total with growth, goals, and revenue by service, staff member and weekday.

import { useAnalyticsI18n } from '#client/lib/app-i18n/analytics-i18n.ts';
import type { AnalyticsPeriod } from '#shared/schemas/analytics.ts';
import { formatCount, formatCurrency, formatCurrencyCompact, formatWeekday } from '../analytics-format.ts';
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
  const { t, intl } = useAnalyticsI18n();
  if (revenue.isError) return <ReportError error={revenue.error} onRetry={() => revenue.refetch()} />;
  if (!revenue.data) return <ReportLoading />;
  const report = revenue.data;
  const money = (v: number | null) => formatCurrency(v, report.currency, intl);
  const weekdayEmpty = report.byDayOfWeek.every((d) => d.revenue === 0);
  const weekdays = report.byDayOfWeek.map((d) => ({ ...d, name: formatWeekday(d.dayOfWeek, 'long', intl) }));
  return (
    <div className="grid grid-cols-1 gap-6">
      <TabToolbar title={t('tab.revenue')} range={report.range} report="revenue" period={period} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <KpiCard
          title={t('kpi.revenueInPeriod')}
          metric={report.total}
          format={money}
          help={t('kpi.revenueHelp')}
        />
        <div className="lg:col-span-2">
          <GoalsCard report={report} />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <BreakdownTable
          title={t('revenue.byService')}
          description={t('revenue.byServiceText')}
          nameHeading={t('figure.service')}
          rows={report.byService}
          currency={report.currency}
        />
        <BreakdownTable
          title={t('revenue.byStaff')}
          description={t('revenue.byStaffText')}
          nameHeading={t('figure.staff')}
          rows={report.byStaff}
          currency={report.currency}
        />
      </div>
      <ChartFrame
        title={t('revenue.byWeekday')}
        description={t('revenue.byWeekdayText')}
        empty={weekdayEmpty ? <EmptyReport title={t('empty.noRevenue')} /> : undefined}
        chart={
          <LazyColumnChart
            data={weekdays.map((d) => ({
              key: String(d.dayOfWeek),
              label: formatWeekday(d.dayOfWeek, 'short', intl),
              value: d.revenue,
            }))}
            label={t('revenue.byWeekdayLabel', {
              days: weekdays.map((d) => `${d.name} ${money(d.revenue)}`).join(', '),
            })}
            formatValue={money}
            formatAxis={(v) => formatCurrencyCompact(v, report.currency, intl)}
            colorClass="fill-violet-600"
          />
        }
        table={
          <DataTable
            caption={t('revenue.byWeekday')}
            columns={[t('figure.day'), t('figure.bookings'), t('figure.revenue')]}
            rows={weekdays.map((d) => [d.name, formatCount(d.bookings, intl), money(d.revenue)])}
          />
        }
      />
    </div>
  );
}
