// The booking page as a document of its own: what the server renders at /book/{slug} and the browser hydrates
// (docs/decisions/008), in the language the server chose (032). Only what the page needs: no router, app shell,
// session or owner dialogs, and none of BookingPage's loading and error states (the app route's): the business's
// reads are in the cache from the start, and an unknown business got the server's 404 page instead.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { useClientCustomization } from '#client/entities/public-business/api/get-client-customization.ts';
import { usePublicBusiness } from '#client/entities/public-business/api/get-public-business.ts';
import type { FreeDays } from '#client/entities/public-business/booking-dates.ts';
import { loadPublicMessages } from '#client/entities/public-business/i18n.ts';
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import { LocaleProvider } from '#client/lib/i18n/locale-provider.tsx';
import type { PageLocale } from '#shared/i18n/locales.ts';
import { BookingFlow } from './booking-flow.tsx';

// The page's toasts follow a booking or a return from paying (submit-booking.ts, stripe-return.ts, both fetched
// later): the toaster is not part of the first download either.
const DeferredToaster = lazy(async () => ({
  default: (await import('#client/components/ui/deferred-toaster.tsx')).DeferredToaster,
}));

export function BookingRoot({
  queryClient,
  slug,
  freeDays,
  locale,
  messages,
}: {
  queryClient: QueryClient;
  slug: string;
  freeDays: FreeDays | undefined;
  locale: PageLocale;
  messages: Messages;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <LocaleProvider locale={locale} messages={messages} load={loadPublicMessages}>
          <RenderedBookingPage slug={slug} freeDays={freeDays} />
        </LocaleProvider>
        <Suspense fallback={null}>
          <DeferredToaster />
        </Suspense>
      </QueryClientProvider>
    </StrictMode>
  );
}

function RenderedBookingPage({ slug, freeDays }: { slug: string; freeDays: FreeDays | undefined }) {
  const business = usePublicBusiness(slug).data;
  const customization = useClientCustomization(slug).data;
  return business ? (
    <BookingFlow slug={slug} business={business} customization={customization} freeDays={freeDays} />
  ) : null;
}
