// Integrations (/integrations, part 2 §2, checklist INT): the catalogue with a search box, category chips, cards
// (first three features), a 6-card skeleton while loading, an empty state with 'Clear Filters', and 'Request
// Integration'. Each card remembers its connection on the server; calendar and webhook cards do something real
// (see calendar-dialog.tsx and webhook-dialog.tsx), the others say honestly that they only remember it.
import { Search, SearchX } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '#client/components/page-header.tsx';
import { Alert, AlertDescription } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { type IntegrationsMessageId, useIntegrationsI18n } from '#client/lib/app-i18n/integrations-i18n.ts';
import { cn } from '#client/lib/cn.ts';
import {
  INTEGRATION_CATEGORIES,
  INTEGRATIONS,
  type IntegrationCategory,
  type IntegrationEntry,
} from '#shared/domain/integrations.ts';
import { useIntegrations } from './api.ts';
import { IntegrationCard } from './integration-card.tsx';
import { featureId } from './integration-words.ts';
import { RequestIntegrationDialog } from './request-integration-dialog.tsx';

/** The 6 placeholder cards shown while loading. */
const SKELETON_CARDS = ['one', 'two', 'three', 'four', 'five', 'six'];

/** The card's words in the page's language, searched as shown (English: the catalogue's own). */
function matches(
  entry: IntegrationEntry,
  search: string,
  category: IntegrationCategory | null,
  t: ReturnType<typeof useIntegrationsI18n>['t'],
) {
  if (category && entry.category !== category) return false;
  const words = search.trim().toLowerCase();
  if (!words) return true;
  return [
    entry.name,
    t(`entry.description.${entry.id}` as IntegrationsMessageId),
    t(`page.category.${entry.category}`),
    ...entry.features.map((feature) => t(`entry.feature.${featureId(feature)}` as IntegrationsMessageId)),
  ]
    .join(' ')
    .toLowerCase()
    .includes(words);
}

export function IntegrationsPage() {
  const integrations = useIntegrations();
  const { t } = useIntegrationsI18n();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<IntegrationCategory | null>(null);
  const [requesting, setRequesting] = useState(false);
  const connected = new Set(
    (integrations.data ?? []).filter((r) => r.isConnected).map((r) => r.integrationId),
  );
  const shown = INTEGRATIONS.filter((entry) => matches(entry, search, category, t));
  const clearFilters = () => {
    setSearch('');
    setCategory(null);
  };

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={<Button onClick={() => setRequesting(true)}>{t('page.request')}</Button>}
      />
      <div className="mb-4 grid gap-3">
        <div className="relative max-w-md">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label={t('page.search')}
            placeholder={t('page.searchPlaceholder')}
            className="ps-9"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('page.categories')}</legend>
          {[null, ...INTEGRATION_CATEGORIES].map((value) => (
            <button
              key={value ?? 'all'}
              type="button"
              aria-pressed={category === value}
              onClick={() => setCategory(value)}
              className={cn(
                'rounded-full border px-3 py-1 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                category === value
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'bg-card hover:bg-muted',
              )}
            >
              {value ? t(`page.category.${value}`) : t('page.all')}
            </button>
          ))}
        </fieldset>
      </div>

      {integrations.isPending ? (
        <ul
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-busy="true"
          aria-label={t('page.loading')}
        >
          {SKELETON_CARDS.map((n) => (
            <li
              key={n}
              className="grid gap-3 rounded-xl border bg-card p-5"
              data-testid="integration-skeleton"
            >
              <div className="h-5 w-1/2 animate-pulse rounded bg-muted" />
              <div className="h-3 w-full animate-pulse rounded bg-muted" />
              <div className="h-3 w-2/3 animate-pulse rounded bg-muted" />
              <div className="h-9 w-28 animate-pulse rounded bg-muted" />
            </li>
          ))}
        </ul>
      ) : integrations.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(integrations.error, t('page.loadFailed'))}</AlertDescription>
        </Alert>
      ) : shown.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-14 text-center">
          <SearchX className="mb-4 size-8 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">{t('page.empty.title')}</h2>
          <p className="mt-1 max-w-sm text-sm text-muted-foreground">{t('page.empty.text')}</p>
          <Button className="mt-6" variant="outline" onClick={clearFilters}>
            {t('page.clearFilters')}
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('page.title')}>
          {shown.map((entry) => (
            <IntegrationCard key={entry.id} entry={entry} connected={connected.has(entry.id)} />
          ))}
        </ul>
      )}
      <RequestIntegrationDialog open={requesting} onOpenChange={setRequesting} />
    </div>
  );
}
