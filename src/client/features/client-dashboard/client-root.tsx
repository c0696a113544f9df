// The client dashboard as a document of its own: what the server renders at /client/{slug} (and its bookings,
// profile and reviews sections) and the browser hydrates (docs/decisions/016). Only what the page needs: no app
// shell, owner session or owner dialogs; moving between its sections stays in the page.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { Route, Router, Switch } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { DeferredToaster } from '#client/components/ui/deferred-toaster.tsx';
import { ClientDashboardPage } from './client-dashboard-page.tsx';

const PATTERNS = [paths.clientDashboard, paths.clientBookings, paths.clientProfile, paths.clientReviews].map(
  (path) => path.pattern,
);

/** `ssr`: the path and query string being rendered on the server; the browser reads its own location. */
export function ClientRoot({
  queryClient,
  ssr,
}: {
  queryClient: QueryClient;
  ssr?: { path: string; search: string };
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Router ssrPath={ssr?.path} ssrSearch={ssr?.search}>
          <Switch>
            {PATTERNS.map((pattern) => (
              <Route key={pattern} path={pattern} component={ClientDashboardPage} />
            ))}
          </Switch>
        </Router>
        <DeferredToaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
