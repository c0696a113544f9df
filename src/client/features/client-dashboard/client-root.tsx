// The client dashboard as a document of its own: what the server renders at /client/{slug} (and its bookings,
// profile and reviews sections) and the browser hydrates (docs/decisions/016), in the language the server chose
// (040). Only what the page needs: no app shell, owner session or owner dialogs; moving between its sections stays
// in the page.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { Route, Router, Switch } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { DeferredToaster } from '#client/components/ui/deferred-toaster.tsx';
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import { LocaleProvider } from '#client/lib/i18n/locale-provider.tsx';
import type { PageLocale } from '#shared/i18n/locales.ts';
import { ClientDashboardContent } from './dashboard-content.tsx';
import { loadClientMessages } from './i18n.ts';

const PATTERNS = [paths.clientDashboard, paths.clientBookings, paths.clientProfile, paths.clientReviews].map(
  (path) => path.pattern,
);

/** `ssr`: the path and query string being rendered on the server; the browser reads its own location. */
export function ClientRoot({
  queryClient,
  ssr,
  locale,
  messages,
}: {
  queryClient: QueryClient;
  ssr?: { path: string; search: string };
  locale: PageLocale;
  messages: Messages;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <LocaleProvider locale={locale} messages={messages} load={loadClientMessages}>
          <Router ssrPath={ssr?.path} ssrSearch={ssr?.search}>
            <Switch>
              {PATTERNS.map((pattern) => (
                <Route key={pattern} path={pattern} component={ClientDashboardContent} />
              ))}
            </Switch>
          </Router>
        </LocaleProvider>
        <DeferredToaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
