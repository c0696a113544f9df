// Popular days and hours from real bookings: a heat map (lazy) with a table alternative and the busiest slots.
import type { PopularTimesReport } from '#shared/schemas/analytics.ts';
import { formatHour } from '../analytics-format.ts';
import { ChartFrame, DataTable } from '../charts/chart-frame.tsx';
import { LazyHeatMap } from '../charts/lazy-charts.ts';
import { EmptyReport } from './report-states.tsx';

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The hours worth drawing: those with bookings, widened to at least 8 AM–7 PM. */
function hoursToShow(report: PopularTimesReport): number[] {
  const busy = report.byHour.filter((h) => h.bookings > 0).map((h) => h.hour);
  const first = Math.min(8, ...busy);
  const last = Math.max(19, ...busy);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

function busiest(report: PopularTimesReport): string | null {
  if (report.total === 0) return null;
  const day = [...report.byDay].sort((a, b) => b.bookings - a.bookings)[0];
  const hour = [...report.byHour].sort((a, b) => b.bookings - a.bookings)[0];
  if (!day || !hour) return null;
  return `Busiest day: ${DAY_NAMES[day.dayOfWeek - 1] ?? day.label} · busiest hour: ${formatHour(hour.hour)}`;
}

export function PopularTimesCard({ report }: { report: PopularTimesReport }) {
  const hours = hoursToShow(report);
  const summary = busiest(report);
  return (
    <ChartFrame
      title="Popular days and hours"
      description={summary ?? 'When your bookings start, by weekday and hour.'}
      empty={
        report.total === 0 ? (
          <EmptyReport title="No bookings in this period">
            Busy times show up here once clients book.
          </EmptyReport>
        ) : undefined
      }
      chart={
        <LazyHeatMap
          matrix={report.matrix}
          max={report.max}
          hours={hours}
          label={`Heat map of ${report.total} bookings by weekday and hour. ${summary ?? ''}`}
        />
      }
      table={
        <DataTable
          caption="Bookings by weekday and hour"
          columns={['Day', ...hours.map(formatHour)]}
          rows={DAY_NAMES.map((day, d) => [day, ...hours.map((h) => report.matrix[d]?.[h] ?? 0)])}
        />
      }
    />
  );
}
