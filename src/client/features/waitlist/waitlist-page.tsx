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
  const business = useMyBusiness();
  const { summary, entries } = useWaitlist({ enabled: Boolean(business.data) });
  const [filter, setFilter] = useState<WaitlistFilter>(EVERYONE);
  const [offering, setOffering] = useState<WaitlistEntryView | null>(null);
  const [removing, setRemoving] = useState<WaitlistEntryView | null>(null);

  if (business.isPending) return <CenteredSpinner />;
  if (!business.data) {
    return (
      <>
        <PageHeader title="Waitlist" />
        <Alert>
          <AlertTitle>Create your business profile first</AlertTitle>
          <AlertDescription>
            Clients join your waitlist from your booking page once your business is set up.{' '}
            <Link href={paths.registerBusiness} className="font-medium text-primary underline">
              Create Your Business Profile
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
      <PageHeader
        title="Waitlist"
        description="Clients waiting for a time on a full day, in the order they joined."
      />
      {failed ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertTitle>The waitlist could not be loaded</AlertTitle>
          <AlertDescription className="grid gap-2">
            <p>{errorMessage(entries.error ?? summary.error)}</p>
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => Promise.all([entries.refetch(), summary.refetch()])}
            >
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : !entries.data || !summary.data ? (
        <CenteredSpinner />
      ) : all.length === 0 ? (
        <NoOneWaiting enabled={enabled} />
      ) : (
        <div className="grid grid-cols-1 gap-6">
          {enabled ? null : (
            <Alert>
              <AlertTitle>Your waitlist is switched off</AlertTitle>
              <AlertDescription>
                Clients cannot join it now; those below are still waiting.{' '}
                <Link href={WAITLIST_SETTING_HREF} className="font-medium text-primary underline">
                  Switch it on in Settings, Booking rules
                </Link>
              </AlertDescription>
            </Alert>
          )}
          <WaitlistFilters days={days} services={services} filter={filter} onChange={setFilter} />
          <p className="-mt-3 text-sm text-muted-foreground" aria-live="polite">
            {shown.length === all.length
              ? `${all.length} waiting`
              : `${shown.length} of ${all.length} waiting`}
          </p>
          {shown.length === 0 ? (
            <NoOneMatching onClear={() => setFilter(EVERYONE)} />
          ) : (
            <ol className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-label="Waitlist, in joining order">
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

function CenteredSpinner() {
  return (
    <div className="flex min-h-[40dvh] items-center justify-center">
      <Spinner label="Loading the waitlist" className="[&_svg]:size-8" />
    </div>
  );
}
