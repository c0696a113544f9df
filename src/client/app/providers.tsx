// App-wide providers: data cache, session, quick-booking dialog state and the toast region.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeferredToaster } from '#client/components/ui/deferred-toaster.tsx';
import { AuthProvider } from '#client/features/auth/auth-context.tsx';
import { QuickBookingProvider } from '#client/features/bookings/quick-booking-context.tsx';
import { ServiceWorkerUpdateNotifier } from '#client/features/pwa/service-worker-update.tsx';
import { queryClient } from '#client/lib/query-client.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <QuickBookingProvider>
          {children}
          <DeferredToaster />
          <ServiceWorkerUpdateNotifier />
        </QuickBookingProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
