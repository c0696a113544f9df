// Popular days and hours from real bookings: a heat map (lazy) with a table alternative and the busiest slots.
import { type AnalyticsMessageId, useAnalyticsI18n } from '#client/lib/app-i18n/analytics-i18n.ts';
import type { Translator } from '#client/lib/i18n/locale-context.tsx';
import type { PopularTimesReport } from '#shared/schemas/analytics.ts';
import { formatCount, formatHour, formatWeekday } from '../analytics-format.ts';
import { ChartFrame, DataTable } from '../charts/chart-frame.tsx';
import { LazyHeatMap } from '../charts/lazy-charts.ts';
import { EmptyReport } from './report-states.tsx';

const WEEK = [1, 2, 3, 4, 5, 6, 7];

/** The hours worth drawing: those with bookings, widened to at least 8 AM–7 PM. */
function hoursToShow(report: PopularTimesReport): number[] {
  const busy = report.byHour.filter((h) => h.bookings > 0).map((h) => h.hour);
  const first = Math.min(8, ...busy);
  const last = Math.max(19, ...busy);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

function busiest(report: PopularTimesReport, t: Translator<AnalyticsMessageId>, intl: string): string | null {
  if (report.total === 0) return null;
  const day = [...report.byDay].sort((a, b) => b.bookings - a.bookings)[0];
  const hour = [...report.byHour].sort((a, b) => b.bookings - a.bookings)[0];
  if (!day || !hour) return null;
  return t('popular.busiest', {
    day: formatWeekday(day.dayOfWeek, 'long', intl),
    hour: formatHour(hour.hour, intl),
  });
}

export function PopularTimesCard({ report }: { report: PopularTimesReport }) {
  const { t, intl } = useAnalyticsI18n();
  const hours = hoursToShow(report);
  const summary = busiest(report, t, intl);
  const hourLabel = (hour: number) => formatHour(hour, intl);
  // A count as the spec's English shows it ('1234'), grouped the language's way elsewhere.
  const total = (count: number) => (intl === 'en-US' ? String(count) : formatCount(count, intl));
  return (
    <ChartFrame
      title={t('popular.title')}
      description={summary ?? t('popular.description')}
      empty={
        report.total === 0 ? (
          <EmptyReport title={t('empty.noBookings')}>{t('popular.empty')}</EmptyReport>
        ) : undefined
      }
      chart={
        <LazyHeatMap
          matrix={report.matrix}
          max={report.max}
          hours={hours}
          label={t('popular.label', {
            count: report.total,
            total: total(report.total),
            summary: summary ?? '',
          })}
          weekdays={WEEK.map((day) => formatWeekday(day, 'short', intl))}
          hourLabel={hourLabel}
          cellTitle={(day, hour, count) =>
            t('popular.cell', { day, hour: hourLabel(hour), count, total: total(count) })
          }
          legend={{ fewer: t('popular.fewer'), more: t('popular.more') }}
        />
      }
      table={
        <DataTable
          caption={t('popular.caption')}
          columns={[t('figure.day'), ...hours.map(hourLabel)]}
          rows={WEEK.map((day, d) => [
            formatWeekday(day, 'long', intl),
            ...hours.map((h) => total(report.matrix[d]?.[h] ?? 0)),
          ])}
        />
      }
    />
  );
}
