// A chart with its accessible alternative: a 'Show as table' toggle swaps the drawing for a table of the
// exact values. Also holds the Suspense boundary for the lazily loaded chart.
import { BarChart3, Table2 } from 'lucide-react';
import { type ReactNode, Suspense, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { ScrollRegion } from '#client/components/ui/scroll-region.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAnalyticsI18n } from '#client/lib/app-i18n/analytics-i18n.ts';

export function ChartFrame({
  title,
  description,
  chart,
  table,
  empty,
}: {
  title: string;
  description?: ReactNode;
  chart: ReactNode;
  table: ReactNode;
  /** Shown instead of chart and table when there is nothing to draw. */
  empty?: ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  const regionId = useId();
  const { t } = useAnalyticsI18n();
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2 space-y-0 pb-3">
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 className="font-semibold leading-none tracking-tight">{title}</h3>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {empty ? null : (
          <Button
            variant="ghost"
            size="sm"
            className="-mt-1 -me-2"
            aria-pressed={asTable}
            aria-controls={regionId}
            onClick={() => setAsTable((v) => !v)}
          >
            {asTable ? <BarChart3 aria-hidden="true" /> : <Table2 aria-hidden="true" />}
            {asTable ? t('chart.showChart') : t('chart.showTable')}
          </Button>
        )}
      </CardHeader>
      <CardContent id={regionId}>
        {empty ??
          (asTable ? (
            <ScrollRegion label={t('chart.table', { title })} className="max-h-96">
              {table}
            </ScrollRegion>
          ) : (
            <Suspense
              fallback={
                <div className="flex h-56 items-center justify-center">
                  <Spinner label={t('chart.loading')} />
                </div>
              }
            >
              {chart}
            </Suspense>
          ))}
      </CardContent>
    </Card>
  );
}

/** A plain data table for a chart's values. */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: Array<Array<string | number>>;
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b text-start text-muted-foreground">
          {columns.map((column, i) => (
            <th key={column} scope="col" className={`py-2 pe-3 font-medium ${i > 0 ? 'text-end' : ''}`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])} className="border-b last:border-0">
            {row.map((cell, i) =>
              i === 0 ? (
                <th key={`${columns[i]}`} scope="row" className="py-2 pe-3 text-start font-normal">
                  {cell}
                </th>
              ) : (
                <td key={`${columns[i]}`} className="py-2 pe-3 text-end tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
