// The booking page as a document of its own: what the server renders at /book/{slug} and the browser hydrates
// (docs/decisions/008). Only what the page needs: no router, app shell, session or owner dialogs.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { DeferredToaster } from '#client/components/ui/deferred-toaster.tsx';
import type { FreeDays } from '#client/entities/public-business/booking-dates.ts';
import { BookingPage } from './booking-page.tsx';

export function BookingRoot({
  queryClient,
  slug,
  freeDays,
}: {
  queryClient: QueryClient;
  slug: string;
  freeDays: FreeDays | undefined;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BookingPage slug={slug} freeDays={freeDays} />
        <DeferredToaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
