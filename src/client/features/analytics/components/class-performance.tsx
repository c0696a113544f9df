// The Services tab's class figures (decision 036), shown only when the business has classes: per class, its
// sessions in the period, their seats, the seats booked and the fill rate, and attendance (seats checked in, of
// those booked in sessions that have started).
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { ScrollRegion } from '#client/components/ui/scroll-region.tsx';
import type { ServicesReport } from '#shared/schemas/analytics.ts';
import { formatCount, formatPercent } from '../analytics-format.ts';

const COLUMNS = ['Sessions', 'Seats', 'Seats booked', 'Fill rate', 'Attended', 'Attendance'];

export function ClassPerformance({ services }: { services: ServicesReport['services'] }) {
  const classes = services.flatMap((s) => (s.classes ? [{ ...s, classes: s.classes }] : []));
  if (classes.length === 0) return null;
  return (
    <section aria-labelledby="class-performance" className="grid gap-3">
      <h3 id="class-performance" className="text-lg font-semibold">
        Class performance
      </h3>
      <Card>
        <CardContent className="p-0">
          <ScrollRegion label="Class performance table">
            <table className="w-full min-w-[40rem] text-sm">
              <caption className="sr-only">
                Class sessions, seats and attendance in the selected period
              </caption>
              <thead>
                <tr className="border-b bg-muted/50 text-left text-muted-foreground">
                  <th scope="col" className="px-4 py-3 font-medium">
                    Class
                  </th>
                  {COLUMNS.map((c) => (
                    <th key={c} scope="col" className="px-4 py-3 text-right font-medium">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {classes.map((s) => (
                  <tr key={s.serviceId} className="border-b last:border-0">
                    <th scope="row" className="px-4 py-3 text-left font-medium">
                      {s.name}
                    </th>
                    <td className="px-4 py-3 text-right tabular-nums">{formatCount(s.classes.sessions)}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{formatCount(s.classes.capacity)}</td>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {formatCount(s.classes.seatsBooked)}
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{formatPercent(s.classes.fillRate)}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{formatCount(s.classes.attended)}</td>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {formatPercent(s.classes.attendanceRate)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </CardContent>
      </Card>
    </section>
  );
}
