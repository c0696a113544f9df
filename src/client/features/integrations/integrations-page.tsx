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
import { cn } from '#client/lib/cn.ts';
import {
  INTEGRATION_CATEGORIES,
  INTEGRATIONS,
  type IntegrationCategory,
  type IntegrationEntry,
} from '#shared/domain/integrations.ts';
import { useIntegrations } from './api.ts';
import { IntegrationCard } from './integration-card.tsx';
import { RequestIntegrationDialog } from './request-integration-dialog.tsx';

/** The 6 placeholder cards shown while loading. */
const SKELETON_CARDS = ['one', 'two', 'three', 'four', 'five', 'six'];

export const CATEGORY_LABELS: Record<IntegrationCategory, string> = {
  payments: 'Payments',
  marketing: 'Marketing',
  communication: 'Communication',
  calendar: 'Calendar',
  meetings: 'Meetings',
  analytics: 'Analytics',
  social: 'Social',
  accounting: 'Accounting',
  reviews: 'Reviews',
  automation: 'Automation',
  ecommerce: 'E-commerce',
  industry: 'Industry',
};

function matches(entry: IntegrationEntry, search: string, category: IntegrationCategory | null) {
  if (category && entry.category !== category) return false;
  const words = search.trim().toLowerCase();
  if (!words) return true;
  return [entry.name, entry.description, CATEGORY_LABELS[entry.category], ...entry.features]
    .join(' ')
    .toLowerCase()
    .includes(words);
}

export function IntegrationsPage() {
  const integrations = useIntegrations();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<IntegrationCategory | null>(null);
  const [requesting, setRequesting] = useState(false);
  const connected = new Set(
    (integrations.data ?? []).filter((r) => r.isConnected).map((r) => r.integrationId),
  );
  const shown = INTEGRATIONS.filter((entry) => matches(entry, search, category));
  const clearFilters = () => {
    setSearch('');
    setCategory(null);
  };

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title="Integrations"
        description="Connect Bookwell to the tools you already use. 30+ integrations for payments, calendars, marketing and more."
        actions={<Button onClick={() => setRequesting(true)}>Request Integration</Button>}
      />
      <div className="mb-4 grid gap-3">
        <div className="relative max-w-md">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search integrations"
            placeholder="Search integrations..."
            className="pl-9"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Category</legend>
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
              {value ? CATEGORY_LABELS[value] : 'All'}
            </button>
          ))}
        </fieldset>
      </div>

      {integrations.isPending ? (
        <ul
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-busy="true"
          aria-label="Loading integrations"
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
          <AlertDescription>
            {errorMessage(integrations.error, 'Could not load your integrations.')}
          </AlertDescription>
        </Alert>
      ) : shown.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-14 text-center">
          <SearchX className="mb-4 size-8 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">No integrations found</h2>
          <p className="mt-1 max-w-sm text-sm text-muted-foreground">
            Try another search or category, or request the integration you need.
          </p>
          <Button className="mt-6" variant="outline" onClick={clearFilters}>
            Clear Filters
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Integrations">
          {shown.map((entry) => (
            <IntegrationCard key={entry.id} entry={entry} connected={connected.has(entry.id)} />
          ))}
        </ul>
      )}
      <RequestIntegrationDialog open={requesting} onOpenChange={setRequesting} />
    </div>
  );
}
