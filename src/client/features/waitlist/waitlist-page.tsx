// /waitlist (issue 30): everyone waiting for a time, in joining order, by day and service. The owner offers a time
// by hand (held for the customer and sent to them) or removes an entry. Reached from the sidebar and the dashboard's
// waitlist card; switching the waitlist on or off is in Settings, Booking rules.
import { AlertCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { PageHeader } from '#client/components/page-header.tsx';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useMyBusiness } from '#client/entities/business/api/get-my-business.ts';
import { useWaitlist } from '#client/entities/waitlist/api/get-waitlist.ts';
import { RemoveEntryDialog } from '#client/entities/waitlist/components/remove-entry-dialog.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { formatCount } from '#client/lib/app-i18n/app-i18n.ts';
import { useWaitlistI18n } from '#client/lib/app-i18n/waitlist-i18n.ts';
import { localDateOf } from '#shared/domain/local-time.ts';
import type { WaitlistEntryView } from '#shared/schemas/waitlist.ts';
import { OfferTimeDialog } from './components/offer-time-dialog.tsx';
import { NoOneMatching, NoOneWaiting, WAITLIST_SETTING_HREF } from './components/waitlist-empty.tsx';
import { WaitlistEntryCard } from './components/waitlist-entry-card.tsx';
import { WaitlistFilters } from './components/waitlist-filters.tsx';
import {
  ALL,
  filterWaitlist,
  type WaitlistFilter,
  waitlistDays,
  waitlistServices,
} from './waitlist-format.ts';

const EVERYONE: WaitlistFilter = { date: ALL, serviceId: ALL };

export function WaitlistPage() {
  const i18n = useWaitlistI18n();
  const { t } = i18n;
  const business = useMyBusiness();
  const { summary, entries } = useWaitlist({ enabled: Boolean(business.data) });
  const [filter, setFilter] = useState<WaitlistFilter>(EVERYONE);
  const [offering, setOffering] = useState<WaitlistEntryView | null>(null);
  const [removing, setRemoving] = useState<WaitlistEntryView | null>(null);

  if (business.isPending) return <CenteredSpinner label={t('page.loading')} />;
  if (!business.data) {
    return (
      <>
        <PageHeader title={t('page.title')} />
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

  const { timezone: timeZone, slug } = business.data;
  const failed = entries.isError || summary.isError;
  const all = entries.data ?? [];
  const enabled = summary.data?.enabled ?? true;
  const days = waitlistDays(all, localDateOf(new Date(), timeZone));
  const services = waitlistServices(all);
  // A day or service whose last entry just left stays chosen (and shows nobody) rather than jumping to everyone.
  if (filter.date !== ALL && !days.some((d) => d.date === filter.date))
    days.push({ date: filter.date, count: 0 });
  const shown = filterWaitlist(all, filter);

  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.intro')} />
      {failed ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertTitle>{t('page.loadFailed')}</AlertTitle>
          <AlertDescription className="grid gap-2">
            <p>{errorMessage(entries.error ?? summary.error)}</p>
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => Promise.all([entries.refetch(), summary.refetch()])}
            >
              {t('page.retry')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : !entries.data || !summary.data ? (
        <CenteredSpinner label={t('page.loading')} />
      ) : all.length === 0 ? (
        <NoOneWaiting enabled={enabled} />
      ) : (
        <div className="grid grid-cols-1 gap-6">
          {enabled ? null : (
            <Alert>
              <AlertTitle>{t('off.title')}</AlertTitle>
              <AlertDescription>
                {t('off.text')}{' '}
                <Link href={WAITLIST_SETTING_HREF} className="font-medium text-primary underline">
                  {t('off.link')}
                </Link>
              </AlertDescription>
            </Alert>
          )}
          <WaitlistFilters days={days} services={services} filter={filter} onChange={setFilter} />
          <p className="-mt-3 text-sm text-muted-foreground" aria-live="polite">
            {countLabel(shown.length, all.length, i18n)}
          </p>
          {shown.length === 0 ? (
            <NoOneMatching onClear={() => setFilter(EVERYONE)} />
          ) : (
            <ol className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-label={t('page.list')}>
              {shown.map((entry, index) => (
                <li key={entry.id} className="grid grid-cols-1">
                  <WaitlistEntryCard
                    entry={entry}
                    position={index + 1}
                    timeZone={timeZone}
                    onOffer={() => setOffering(entry)}
                    onRemove={() => setRemoving(entry)}
                  />
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
      {offering ? (
        <OfferTimeDialog entry={offering} slug={slug} timeZone={timeZone} onClose={() => setOffering(null)} />
      ) : null}
      <RemoveEntryDialog entry={removing} onClose={() => setRemoving(null)} />
    </>
  );
}

/** '3 waiting', or '1 of 3 waiting' when a day or service is chosen. */
function countLabel(shown: number, waiting: number, { t, intl }: ReturnType<typeof useWaitlistI18n>): string {
  const count = { count: waiting, total: formatCount(waiting, intl) };
  return shown === waiting
    ? t('page.count', count)
    : t('page.countFiltered', { ...count, shown: formatCount(shown, intl) });
}

function CenteredSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[40dvh] items-center justify-center">
      <Spinner label={label} className="[&_svg]:size-8" />
    </div>
  );
}
