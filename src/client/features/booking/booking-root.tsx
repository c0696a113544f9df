// The booking page as a document of its own: what the server renders at /book/{slug} and the browser hydrates
// (docs/decisions/008). Only what the page needs: no router, app shell, session or owner dialogs.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { DeferredToaster } from '#client/components/ui/deferred-toaster.tsx';
import { BookingPage } from './booking-page.tsx';

export function BookingRoot({ queryClient, slug }: { queryClient: QueryClient; slug: string }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BookingPage slug={slug} />
        <DeferredToaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
