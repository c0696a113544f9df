// Analytics and Reports (/analytics; spec part 2 §2, stub→real): Overview, Revenue, Services and Clients tabs
// for a period (7d, 30d, 90d, 1y), every figure from the API with growth against the previous period.
// ?tab= and ?period= keep the view in the address, so a report can be bookmarked and the back button works.
import { Link, useSearchParams } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { PageHeader } from '#client/components/page-header.tsx';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useMyBusiness } from '#client/entities/business/api/get-my-business.ts';
import { useAnalyticsI18n } from '#client/lib/app-i18n/analytics-i18n.ts';
import { localeDirection } from '#shared/i18n/locales.ts';
import { type AnalyticsPeriod, analyticsPeriodSchema } from '#shared/schemas/analytics.ts';
import { ClientsTab } from './components/clients-tab.tsx';
import { OverviewTab } from './components/overview-tab.tsx';
import { PeriodSelect } from './components/period-select.tsx';
import { RevenueTab } from './components/revenue-tab.tsx';
import { ServicesTab } from './components/services-tab.tsx';

const TABS = [
  ['overview', 'tab.overview'],
  ['revenue', 'tab.revenue'],
  ['services', 'tab.services'],
  ['clients', 'tab.clients'],
] as const;
type Tab = (typeof TABS)[number][0];

const isTab = (value: string | null): value is Tab => TABS.some(([id]) => id === value);

export function AnalyticsPage() {
  const business = useMyBusiness();
  const { t, locale } = useAnalyticsI18n();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'overview';
  const period: AnalyticsPeriod = analyticsPeriodSchema.catch('30d').parse(params.get('period') ?? undefined);
  const update = (name: 'tab' | 'period', value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const header = (
    <PageHeader
      title={t('page.title')}
      description={t('page.description')}
      actions={business.data ? <PeriodSelect value={period} onChange={(p) => update('period', p)} /> : null}
    />
  );

  if (business.isPending) {
    return (
      <div className="flex min-h-[50dvh] items-center justify-center">
        <Spinner label={t('page.loading')} className="[&_svg]:size-8" />
      </div>
    );
  }
  if (!business.data) {
    return (
      <>
        {header}
        <Alert>
          <AlertTitle>{t('page.noBusiness.title')}</AlertTitle>
          <AlertDescription>
            {t('page.noBusiness.text')}{' '}
            <Link href={paths.registerBusiness} className="font-medium text-primary underline">
              {t('page.noBusiness.action')}
            </Link>
          </AlertDescription>
        </Alert>
      </>
    );
  }

  return (
    <>
      {header}
      {/* Radix reads the direction from its own context, not the page's: Arabic's tabs and reports right to left. */}
      <Tabs value={tab} onValueChange={(value) => update('tab', value)} dir={localeDirection(locale)}>
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <TabsList className="w-full min-w-max sm:w-auto">
            {TABS.map(([id, label]) => (
              <TabsTrigger key={id} value={id} className="px-4">
                {t(label)}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value="overview" className="mt-6">
          <OverviewTab period={period} />
        </TabsContent>
        <TabsContent value="revenue" className="mt-6">
          <RevenueTab period={period} />
        </TabsContent>
        <TabsContent value="services" className="mt-6">
          <ServicesTab period={period} />
        </TabsContent>
        <TabsContent value="clients" className="mt-6">
          <ClientsTab period={period} />
        </TabsContent>
      </Tabs>
    </>
  );
}
