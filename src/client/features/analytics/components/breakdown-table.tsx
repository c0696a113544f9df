// Revenue split by service or staff member: a table whose share column carries a bar, so the chart and its
// exact figures are the same accessible element.
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { ScrollRegion } from '#client/components/ui/scroll-region.tsx';
import { useAnalyticsI18n } from '#client/lib/app-i18n/analytics-i18n.ts';
import type { RevenueReport } from '#shared/schemas/analytics.ts';
import { formatCount, formatCurrency, formatPercent } from '../analytics-format.ts';
import { EmptyReport } from './report-states.tsx';

export function BreakdownTable({
  title,
  description,
  nameHeading,
  rows,
  currency,
}: {
  title: string;
  description: string;
  nameHeading: string;
  rows: RevenueReport['byService'];
  currency: string;
}) {
  const { t, intl } = useAnalyticsI18n();
  return (
    <Card className="min-w-0">
      <CardHeader className="pb-3">
        <h3 className="font-semibold leading-none tracking-tight">{title}</h3>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <EmptyReport title={t('empty.noRevenue')} />
        ) : (
          <ScrollRegion label={title}>
            <table className="w-full min-w-96 text-sm">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="border-b text-start text-muted-foreground">
                  <th scope="col" className="py-2 pe-3 font-medium">
                    {nameHeading}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-end font-medium">
                    {t('figure.bookings')}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-end font-medium">
                    {t('figure.revenue')}
                  </th>
                  <th scope="col" className="w-2/5 py-2 font-medium">
                    {t('figure.share')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className="border-b last:border-0">
                    <th scope="row" className="max-w-48 truncate py-2.5 pe-3 text-start font-medium">
                      {row.name}
                    </th>
                    <td className="py-2.5 pe-3 text-end tabular-nums">{formatCount(row.bookings, intl)}</td>
                    <td className="py-2.5 pe-3 text-end tabular-nums">
                      {formatCurrency(row.revenue, currency, intl)}
                    </td>
                    <td className="py-2.5">
                      <div className="flex items-center gap-2">
                        <div
                          className="h-2 min-w-12 flex-1 overflow-hidden rounded-full bg-muted"
                          aria-hidden="true"
                        >
                          <div
                            className="h-full rounded-full bg-emerald-600"
                            style={{ width: `${Math.min(100, Math.max(0, row.share))}%` }}
                          />
                        </div>
                        <span className="w-12 text-end text-xs tabular-nums text-muted-foreground">
                          {formatPercent(row.share, intl)}
                        </span>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </CardContent>
    </Card>
  );
}
