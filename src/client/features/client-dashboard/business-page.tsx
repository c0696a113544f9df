// What every client page of a business (/client/{slug}…) shares: the business, its customisation and review
// summary for the header, its colours, the document's title, and the page shown while the business loads or
// cannot be shown, in the page's language (docs/decisions/040).
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useCustomizationTheme } from '#client/entities/customization/use-customization-theme.ts';
import { useClientCustomization } from '#client/entities/public-business/api/get-client-customization.ts';
import { usePublicBusiness } from '#client/entities/public-business/api/get-public-business.ts';
import { summarizeReviews, useReviewsPage } from '#client/entities/public-business/api/get-reviews.ts';
import { BookingFooter } from '#client/entities/public-business/components/booking-footer.tsx';
import { BookingHero } from '#client/entities/public-business/components/booking-hero.tsx';
import { LanguageSwitcher } from '#client/entities/public-business/components/language-switcher.tsx';
import { PageMessage } from '#client/entities/public-business/components/page-message.tsx';
import { errorStatus } from '#client/lib/api-client.ts';
import type { PublicBusiness } from '#shared/schemas/business.ts';
import { useClientI18n } from './i18n.ts';

/** `title` names the document once the business's name (the customised one when set) is known. */
export function useClientBusinessPage(slug: string, title: (name: string) => string) {
  const business = usePublicBusiness(slug);
  const customization = useClientCustomization(slug);
  const reviews = useReviewsPage(slug, 1);
  const custom = customization.data;
  const name = custom?.businessName || business.data?.name;
  useCustomizationTheme(custom);
  const documentTitle = name ? title(name) : null;
  useEffect(() => {
    if (!documentTitle) return;
    const previous = document.title;
    document.title = documentTitle;
    return () => {
      document.title = previous;
    };
  }, [documentTitle]);
  return { business, custom, reviews, name };
}

/** A page a link opens (a booking's manage link, a waitlist entry's): the business's header, `title` and `children`,
 * and its footer. */
export function LinkPageFrame({
  business,
  page,
  title,
  children,
}: {
  business: PublicBusiness;
  page: Omit<ReturnType<typeof useClientBusinessPage>, 'business'>;
  title: string;
  children: ReactNode;
}) {
  const { custom, reviews, name } = page;
  return (
    <>
      <BookingHero
        business={business}
        name={name ?? business.name}
        logoUrl={custom?.logoUrl || business.logoUrl}
        bannerUrl={custom?.bannerUrl || business.bannerUrl}
        welcomeMessage=""
        reviews={summarizeReviews(reviews.data)}
        corner={<LanguageSwitcher />}
      />
      <main id="main-content" className="mx-auto grid min-h-[60dvh] max-w-2xl content-start gap-4 px-4 py-6">
        <h2 className="text-lg font-semibold">{title}</h2>
        {children}
      </main>
      <BookingFooter
        business={business}
        about={custom?.businessDescription || business.description || ''}
        footerText={custom?.footerText ?? ''}
        padded={false}
      />
    </>
  );
}

/** The whole page while the business loads, is unknown (404) or could not be read. */
export function BusinessPageState({ business }: { business: UseQueryResult<PublicBusiness> }) {
  const { t } = useClientI18n();
  if (business.isPending) {
    return (
      <main className="flex min-h-dvh items-center justify-center">
        <Spinner label={t('client.loading')} className="[&_svg]:size-8" />
      </main>
    );
  }
  return errorStatus(business.error) === 404 ? (
    <PageMessage title={t('notFound.title')} text={t('client.notFound.text')} />
  ) : (
    <PageMessage
      title={t('client.failed.title')}
      text={t('client.failed.text')}
      action={<Button onClick={() => void business.refetch()}>{t('client.tryAgain')}</Button>}
    />
  );
}
