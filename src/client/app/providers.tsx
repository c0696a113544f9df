// App-wide providers: data cache, session, quick-booking dialog state and the toast region.
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { DeferredToaster } from '#client/components/ui/deferred-toaster.tsx';
import { QuickBookingProvider } from '#client/entities/bookings/quick-booking-context.tsx';
import { AuthProvider } from '#client/entities/session/auth-context.tsx';
import { queryClient } from '#client/lib/query-client.ts';

// Watches for a new release; off the critical path of the first paint.
const ServiceWorkerUpdateNotifier = lazy(async () => ({
  default: (await import('#client/lib/pwa/service-worker-update.tsx')).ServiceWorkerUpdateNotifier,
}));

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <QuickBookingProvider>
          {children}
          <DeferredToaster />
          <Suspense fallback={null}>
            <ServiceWorkerUpdateNotifier />
          </Suspense>
        </QuickBookingProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
