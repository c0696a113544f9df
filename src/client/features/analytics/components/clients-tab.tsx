// Clients: active, new and returning clients with growth, retention against the previous period, top clients.
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { useAnalyticsI18n } from '#client/lib/app-i18n/analytics-i18n.ts';
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
  const { t, intl } = useAnalyticsI18n();
  return (
    <Card>
      <CardHeader className="pb-3">
        <h3 className="font-semibold leading-none tracking-tight">{t('clients.mix.title')}</h3>
        <CardDescription>{t('clients.mix.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {total === 0 ? (
          <EmptyReport title={t('clients.mix.empty')} />
        ) : (
          <>
            <div className="flex h-3 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div className="bg-emerald-600" style={{ width: `${freshShare}%` }} />
              <div className="flex-1 bg-blue-600" />
            </div>
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div className="flex items-center gap-2">
                <span aria-hidden="true" className="size-3 rounded-sm bg-emerald-600" />
                <dt>{t('clients.mix.new')}</dt>
                <dd className="ms-auto font-semibold tabular-nums">
                  {formatCount(fresh, intl)} ({formatPercent(freshShare, intl)})
                </dd>
              </div>
              <div className="flex items-center gap-2">
                <span aria-hidden="true" className="size-3 rounded-sm bg-blue-600" />
                <dt>{t('clients.mix.returning')}</dt>
                <dd className="ms-auto font-semibold tabular-nums">
                  {formatCount(returning, intl)} ({formatPercent(100 - freshShare, intl)})
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
  const { t, intl } = useAnalyticsI18n();
  return (
    <Card>
      <CardHeader className="pb-3">
        <h3 className="font-semibold leading-none tracking-tight">{t('clients.retention.title')}</h3>
        <CardDescription>{t('clients.retention.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-1">
        <p className="text-3xl font-bold tabular-nums">{formatPercent(rate, intl)}</p>
        <p className="text-sm text-muted-foreground">
          {base === 0
            ? t('clients.retention.none')
            : t('clients.retention.cameBack', {
                count: retained,
                retained: formatCount(retained, intl),
                total: formatCount(base, intl),
              })}
        </p>
      </CardContent>
    </Card>
  );
}

function TopClients({ report }: { report: ClientsReport }) {
  const { t, intl } = useAnalyticsI18n();
  return (
    <Card>
      <CardHeader className="pb-3">
        <h3 className="font-semibold leading-none tracking-tight">{t('clients.top.title')}</h3>
        <CardDescription>{t('clients.top.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {report.topClients.length === 0 ? (
          <EmptyReport title={t('clients.top.empty')} />
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">{t('clients.top.caption')}</caption>
            <thead>
              <tr className="border-b text-start text-muted-foreground">
                <th scope="col" className="py-2 pe-3 font-medium">
                  {t('figure.client')}
                </th>
                <th scope="col" className="py-2 pe-3 text-end font-medium">
                  {t('figure.visits')}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {t('figure.spend')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.topClients.map((c) => (
                <tr key={c.clientId} className="border-b last:border-0">
                  <th scope="row" className="py-2.5 pe-3 text-start font-medium">
                    {c.name}
                  </th>
                  <td className="py-2.5 pe-3 text-end tabular-nums">{formatCount(c.visits, intl)}</td>
                  <td className="py-2.5 text-end tabular-nums">
                    {formatCurrency(c.revenue, report.currency, intl)}
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
  const { t, intl } = useAnalyticsI18n();
  if (clients.isError) return <ReportError error={clients.error} onRetry={() => clients.refetch()} />;
  if (!clients.data) return <ReportLoading />;
  const report = clients.data;
  const count = (value: number | null) => formatCount(value, intl);
  return (
    <div className="grid grid-cols-1 gap-6">
      <TabToolbar title={t('tab.clients')} range={report.range} report="clients" period={period} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <KpiCard title={t('figure.activeClients')} metric={report.activeClients} format={count} />
        <KpiCard title={t('figure.newClients')} metric={report.newClients} format={count} />
        <KpiCard title={t('figure.returningClients')} metric={report.returningClients} format={count} />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <NewVsReturning report={report} />
        <Retention report={report} />
      </div>
      <TopClients report={report} />
    </div>
  );
}
