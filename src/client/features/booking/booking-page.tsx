// Book an Appointment (/book/{slug}): the public booking page. Shown without the app navigation, so it brings
// its own <main>. Kept light (bundle budget): native radios and inputs, everything not on the first screen
// (later steps, the confirmation dialog, the load-error retry) loaded on demand.
import { lazy, Suspense } from 'react';
import { useClientCustomization } from '#client/entities/public-business/api/get-client-customization.ts';
import { usePublicBusiness } from '#client/entities/public-business/api/get-public-business.ts';
import type { FreeDays } from '#client/entities/public-business/booking-dates.ts';
import { PageMessage } from '#client/entities/public-business/components/page-message.tsx';
import { usePublicI18n } from '#client/entities/public-business/i18n.ts';
import { errorStatus } from '#client/lib/api-client.ts';
import { BookingFlow } from './booking-flow.tsx';
import { useBookingTitle } from './use-booking-title.ts';

const LoadFailed = lazy(async () => ({ default: (await import('./components/load-failed.tsx')).LoadFailed }));

/** Also the whole of the server's 404 page for an unknown or closed slug (docs/decisions/008). */
export function BusinessNotFound() {
  const { t } = usePublicI18n();
  return <PageMessage title={t('notFound.title')} text={t('notFound.text')} />;
}

/** `freeDays`: the first dates with a free time, when the server rendered the page. */
export function BookingPage({ slug, freeDays }: { slug: string; freeDays?: FreeDays }) {
  const { t } = usePublicI18n();
  const business = usePublicBusiness(slug);
  const customization = useClientCustomization(slug);
  const name = customization.data?.businessName ?? business.data?.name;
  useBookingTitle(name ? t('page.title', { name }) : undefined);

  if (business.isPending) {
    return (
      <main className="flex min-h-dvh items-center justify-center">
        <p role="status" className="text-muted-foreground">
          {t('page.loading')}
        </p>
      </main>
    );
  }
  if (business.isError) {
    return errorStatus(business.error) === 404 ? (
      <BusinessNotFound />
    ) : (
      <Suspense fallback={null}>
        <LoadFailed onRetry={() => void business.refetch()} />
      </Suspense>
    );
  }
  return (
    <BookingFlow
      slug={slug}
      business={business.data}
      customization={customization.data}
      freeDays={freeDays}
    />
  );
}
