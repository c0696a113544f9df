// The Services tab's class figures (decision 036), shown only when the business has classes: per class, its
// sessions in the period, their seats, the seats booked and the fill rate, and attendance (seats checked in, of
// those booked in sessions that have started).
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { ScrollRegion } from '#client/components/ui/scroll-region.tsx';
import { useAnalyticsI18n } from '#client/lib/app-i18n/analytics-i18n.ts';
import type { ServicesReport } from '#shared/schemas/analytics.ts';
import { formatCount, formatPercent } from '../analytics-format.ts';

const COLUMNS = [
  'figure.sessions',
  'figure.seats',
  'figure.seatsBooked',
  'figure.fillRate',
  'figure.attended',
  'figure.attendance',
] as const;

export function ClassPerformance({ services }: { services: ServicesReport['services'] }) {
  const { t, intl } = useAnalyticsI18n();
  const classes = services.flatMap((s) => (s.classes ? [{ ...s, classes: s.classes }] : []));
  const count = (value: number) => formatCount(value, intl);
  const percent = (value: number | null) => formatPercent(value, intl);
  if (classes.length === 0) return null;
  return (
    <section aria-labelledby="class-performance" className="grid gap-3">
      <h3 id="class-performance" className="text-lg font-semibold">
        {t('classes.title')}
      </h3>
      <Card>
        <CardContent className="p-0">
          <ScrollRegion label={t('classes.table')}>
            <table className="w-full min-w-[40rem] text-sm">
              <caption className="sr-only">{t('classes.caption')}</caption>
              <thead>
                <tr className="border-b bg-muted/50 text-start text-muted-foreground">
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('figure.class')}
                  </th>
                  {COLUMNS.map((c) => (
                    <th key={c} scope="col" className="px-4 py-3 text-end font-medium">
                      {t(c)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {classes.map((s) => (
                  <tr key={s.serviceId} className="border-b last:border-0">
                    <th scope="row" className="px-4 py-3 text-start font-medium">
                      {s.name}
                    </th>
                    <td className="px-4 py-3 text-end tabular-nums">{count(s.classes.sessions)}</td>
                    <td className="px-4 py-3 text-end tabular-nums">{count(s.classes.capacity)}</td>
                    <td className="px-4 py-3 text-end tabular-nums">{count(s.classes.seatsBooked)}</td>
                    <td className="px-4 py-3 text-end tabular-nums">{percent(s.classes.fillRate)}</td>
                    <td className="px-4 py-3 text-end tabular-nums">{count(s.classes.attended)}</td>
                    <td className="px-4 py-3 text-end tabular-nums">{percent(s.classes.attendanceRate)}</td>
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
