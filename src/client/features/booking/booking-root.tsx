// The booking page as a document of its own: what the server renders at /book/{slug} and the browser hydrates
// (docs/decisions/008), in the language the server chose (032). Only what the page needs: no router, app shell,
// session or owner dialogs.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { DeferredToaster } from '#client/components/ui/deferred-toaster.tsx';
import type { FreeDays } from '#client/entities/public-business/booking-dates.ts';
import { loadPublicMessages } from '#client/entities/public-business/i18n.ts';
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import { LocaleProvider } from '#client/lib/i18n/locale-provider.tsx';
import type { PageLocale } from '#shared/i18n/locales.ts';
import { BookingPage } from './booking-page.tsx';

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
          <BookingPage slug={slug} freeDays={freeDays} />
        </LocaleProvider>
        <DeferredToaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
