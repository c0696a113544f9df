// Clients: active, new and returning clients with growth, retention against the previous period, top clients.
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import type { AnalyticsPeriod, ClientsReport } from '#shared/schemas/analytics.ts';
import { formatCount, formatCurrency, formatPercent } from '../analytics-format.ts';
import { useClientsReport } from '../api/get-clients-report.ts';
import { KpiCard } from './kpi-card.tsx';
import { EmptyReport, ReportError, ReportLoading } from './report-states.tsx';
import { TabToolbar } from './tab-toolbar.tsx';

function NewVsReturning({ report }: { report: ClientsReport }) {
  const fresh = report.newClients.value ?? 0;
  const returning = report.returningClients.value ?? 0;
  const total = fresh + returning;
  const freshShare = total > 0 ? (fresh / total) * 100 : 0;
  return (
    <Card>
      <CardHeader className="pb-3">
        <h3 className="font-semibold leading-none tracking-tight">New vs returning</h3>
        <CardDescription>Clients with a visit in this period.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {total === 0 ? (
          <EmptyReport title="No visits in this period" />
        ) : (
          <>
            <div className="flex h-3 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div className="bg-emerald-600" style={{ width: `${freshShare}%` }} />
              <div className="flex-1 bg-blue-600" />
            </div>
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div className="flex items-center gap-2">
                <span aria-hidden="true" className="size-3 rounded-sm bg-emerald-600" />
                <dt>New</dt>
                <dd className="ml-auto font-semibold tabular-nums">
                  {formatCount(fresh)} ({formatPercent(freshShare)})
                </dd>
              </div>
              <div className="flex items-center gap-2">
                <span aria-hidden="true" className="size-3 rounded-sm bg-blue-600" />
                <dt>Returning</dt>
                <dd className="ml-auto font-semibold tabular-nums">
                  {formatCount(returning)} ({formatPercent(100 - freshShare)})
                </dd>
              </div>
            </dl>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Retention({ report }: { report: ClientsReport }) {
  const { rate, retained, base } = report.retention;
  return (
    <Card>
      <CardHeader className="pb-3">
        <h3 className="font-semibold leading-none tracking-tight">Retention</h3>
        <CardDescription>Clients from the previous period who came back in this one.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-1">
        <p className="text-3xl font-bold tabular-nums">{formatPercent(rate)}</p>
        <p className="text-sm text-muted-foreground">
          {base === 0
            ? 'No clients visited in the previous period, so there is nothing to measure yet.'
            : `${formatCount(retained)} of ${formatCount(base)} clients came back.`}
        </p>
      </CardContent>
    </Card>
  );
}

function TopClients({ report }: { report: ClientsReport }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <h3 className="font-semibold leading-none tracking-tight">Top clients</h3>
        <CardDescription>Highest spend from visits in this period.</CardDescription>
      </CardHeader>
      <CardContent>
        {report.topClients.length === 0 ? (
          <EmptyReport title="No client visits in this period" />
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">Top clients by spend</caption>
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Client
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Visits
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Spend
                </th>
              </tr>
            </thead>
            <tbody>
              {report.topClients.map((c) => (
                <tr key={c.clientId} className="border-b last:border-0">
                  <th scope="row" className="py-2.5 pr-3 text-left font-medium">
                    {c.name}
                  </th>
                  <td className="py-2.5 pr-3 text-right tabular-nums">{formatCount(c.visits)}</td>
                  <td className="py-2.5 text-right tabular-nums">
                    {formatCurrency(c.revenue, report.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}

export function ClientsTab({ period }: { period: AnalyticsPeriod }) {
  const clients = useClientsReport(period);
  if (clients.isError) return <ReportError error={clients.error} onRetry={() => clients.refetch()} />;
  if (!clients.data) return <ReportLoading />;
  const report = clients.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <TabToolbar title="Clients" range={report.range} report="clients" period={period} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <KpiCard title="Active clients" metric={report.activeClients} format={formatCount} />
        <KpiCard title="New clients" metric={report.newClients} format={formatCount} />
        <KpiCard title="Returning clients" metric={report.returningClients} format={formatCount} />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <NewVsReturning report={report} />
        <Retention report={report} />
      </div>
      <TopClients report={report} />
    </div>
  );
}
