// Clients (/clients; spec part 1 §2, stub→real): stats from the API's summary, debounced search, status filter,
// sort, client cards with actions, detail view, add dialog, CSV export. ?new=1 opens 'Add Client', ?client={id}
// opens that client. A staff member reads the clients of their own bookings only: no adding, editing or export.
import { AlertCircle, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { PageHeader } from '#client/components/page-header.tsx';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useQuickBooking } from '#client/entities/bookings/quick-booking-context.tsx';
import { useMyBusiness } from '#client/entities/business/api/get-my-business.ts';
import { useCurrentRole } from '#client/entities/memberships/use-current-role.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { formatCount } from '#client/lib/app-i18n/app-i18n.ts';
import { useClientsI18n } from '#client/lib/app-i18n/clients-i18n.ts';
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts';
import { roleMayUse } from '#shared/access.ts';
import { useClients } from './api/get-clients.ts';
import type { ClientSort, ClientStatusFilter } from './clients-format.ts';
import { AddClientDialog } from './components/add-client-dialog.tsx';
import { ClientCard } from './components/client-card.tsx';
import { ClientDetailDialog } from './components/client-detail-dialog.tsx';
import { NoClientsYet, NoMatchingClients } from './components/clients-empty.tsx';
import { ClientsStats } from './components/clients-stats.tsx';
import { ClientsToolbar } from './components/clients-toolbar.tsx';

export function ClientsPage() {
  const i18n = useClientsI18n();
  const { t } = i18n;
  const business = useMyBusiness();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ClientStatusFilter>('all');
  const [sort, setSort] = useState<ClientSort>('name');
  const settledSearch = useDebouncedValue(search.trim(), 300);
  const listParams = { search: settledSearch, status, sort };
  const clients = useClients(listParams, { enabled: Boolean(business.data) });
  const quickBooking = useQuickBooking();
  const manages = roleMayUse(useCurrentRole().role, 'manager');

  const adding = manages && params.get('new') === '1';
  const viewing = params.get('client');
  const setParam = (name: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const book = (client: { firstName: string; lastName: string; phone: string }) => {
    setParam('client', null);
    quickBooking.open({ clientName: `${client.firstName} ${client.lastName}`.trim(), phone: client.phone });
  };

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

  const { timezone: timeZone, currency } = business.data;
  const data = clients.data;
  const filtered = settledSearch !== '' || status !== 'all';
  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={t('page.intro')}
        actions={
          manages ? (
            <Button onClick={() => setParam('new', '1')}>
              <UserPlus aria-hidden="true" />
              {t('page.add')}
            </Button>
          ) : null
        }
      />
      {clients.isError && !data ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertTitle>{t('page.loadFailed')}</AlertTitle>
          <AlertDescription className="grid gap-2">
            <p>{errorMessage(clients.error)}</p>
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => clients.refetch()}
            >
              {t('page.retry')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : !data ? (
        <CenteredSpinner label={t('page.loading')} />
      ) : (
        <div className="grid grid-cols-1 gap-6">
          <ClientsStats summary={data.summary} currency={currency} />
          {data.summary.total === 0 ? (
            <NoClientsYet onAdd={manages ? () => setParam('new', '1') : undefined} />
          ) : (
            <>
              <ClientsToolbar
                search={search}
                onSearchChange={setSearch}
                status={status}
                onStatusChange={setStatus}
                sort={sort}
                onSortChange={setSort}
                exportParams={manages ? listParams : null}
              />
              <p className="-mt-3 text-sm text-muted-foreground" aria-live="polite">
                {clients.isFetching ? t('page.searching') : countLabel(data.items.length, data.matched, i18n)}
              </p>
              {data.items.length === 0 && filtered ? (
                <NoMatchingClients
                  onClear={() => {
                    setSearch('');
                    setStatus('all');
                  }}
                />
              ) : (
                <ul
                  className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
                  aria-label={t('page.list')}
                >
                  {data.items.map((client) => (
                    <li key={client.id} className="grid grid-cols-1">
                      <ClientCard
                        client={client}
                        timeZone={timeZone}
                        currency={currency}
                        onBook={book}
                        onView={(c) => setParam('client', c.id)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      )}
      <AddClientDialog
        open={adding}
        onOpenChange={(open) => setParam('new', open ? '1' : null)}
        onViewClient={(id) => setParams({ client: id }, { replace: true })}
      />
      <ClientDetailDialog
        clientId={viewing}
        onClose={() => setParam('client', null)}
        onBook={book}
        timeZone={timeZone}
        currency={currency}
      />
    </>
  );
}

/** '12 clients', or 'Showing 500 of 1234 clients' when the list holds only the first ones. */
function countLabel(shown: number, matched: number, { t, intl }: ReturnType<typeof useClientsI18n>): string {
  const count = { count: matched, total: formatCount(matched, intl) };
  return shown < matched
    ? t('page.showing', { ...count, shown: formatCount(shown, intl) })
    : t('page.count', count);
}

function CenteredSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[40dvh] items-center justify-center">
      <Spinner label={label} className="[&_svg]:size-8" />
    </div>
  );
}
