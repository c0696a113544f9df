// Book an Appointment (/book/{slug}) when the app navigates to it (book-page.tsx): the business is read first, with
// its loading and error states, then the page itself (booking-flow.tsx). Shown without the app navigation, so it
// brings its own <main>. The server-rendered document skips these states (booking-root.tsx): its reads are embedded.
import { lazy, Suspense } from 'react';
import { useClientCustomization } from '#client/entities/public-business/api/get-client-customization.ts';
import { usePublicBusiness } from '#client/entities/public-business/api/get-public-business.ts';
import { PageMessage } from '#client/entities/public-business/components/page-message.tsx';
import { usePublicI18n } from '#client/entities/public-business/i18n.ts';
import { errorStatus } from '#client/lib/api-client.ts';
import { BookingFlow } from './booking-flow.tsx';

const LoadFailed = lazy(async () => ({ default: (await import('./components/load-failed.tsx')).LoadFailed }));

/** Also the whole of the server's 404 page for an unknown or closed slug (docs/decisions/008). */
export function BusinessNotFound() {
  const { t } = usePublicI18n();
  return <PageMessage title={t('notFound.title')} text={t('notFound.text')} />;
}

export function BookingPage({ slug }: { slug: string }) {
  const { t } = usePublicI18n();
  const business = usePublicBusiness(slug);
  const customization = useClientCustomization(slug);

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
      freeDays={undefined}
    />
  );
}
