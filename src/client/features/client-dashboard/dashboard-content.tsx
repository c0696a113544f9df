// Client Dashboard (/client/{slug} and its bookings, profile and reviews sections): the business's public header
// in its own colours, then, signed out, the sign-in by code, signed in, the client's own bookings, profile and
// reviews. Shown without the app navigation, so it brings its own <main>. In the visitor's language (040).
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { summarizeReviews } from '#client/entities/public-business/api/get-reviews.ts';
import { BookingFooter } from '#client/entities/public-business/components/booking-footer.tsx';
import { BookingHero } from '#client/entities/public-business/components/booking-hero.tsx';
import { LanguageSwitcher } from '#client/entities/public-business/components/language-switcher.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { useClientMe } from './api/get-client-me.ts';
import { BusinessPageState, useClientBusinessPage } from './business-page.tsx';
import { useClientI18n } from './i18n.ts';
import { DEFAULT_FLAGS, sectionOf } from './sections.ts';
import { useLinkSignIn } from './use-link-sign-in.ts';

// The first download is the header (the page's budget: 110 KB of initial JS). The sign-in form is fetched at
// once, alongside the session check; the signed-in part once that check says someone is signed in.
const loadSignIn = () => import('./components/sign-in-card.tsx');
const SignInCard = lazy(async () => ({ default: (await loadSignIn()).SignInCard }));
const ClientDashboard = lazy(async () => ({
  default: (await import('./components/client-dashboard.tsx')).ClientDashboard,
}));

/** The page inside a LocaleProvider (the server-rendered document's, or the app route's). */
export function ClientDashboardContent() {
  const { slug = '' } = useParams<{ slug: string }>();
  const [location] = useLocation();
  const { t } = useClientI18n();
  const { business, custom, reviews, name } = useClientBusinessPage(slug, (n) =>
    t('client.page.title', { name: n }),
  );
  const link = useLinkSignIn();
  const me = useClientMe();
  useEffect(() => {
    void loadSignIn();
  }, []);

  if (!business.isSuccess) return <BusinessPageState business={business} />;

  const biz = business.data;
  const businessName = name ?? biz.name;
  const flags = custom ?? DEFAULT_FLAGS;
  const client = me.data && me.data.business.slug === biz.slug ? me.data : null;
  const checking = (
    <div className="flex justify-center py-10">
      <Spinner label={t('client.loading')} className="[&_svg]:size-8" />
    </div>
  );

  return (
    <>
      <BookingHero
        business={biz}
        name={businessName}
        logoUrl={custom?.logoUrl || biz.logoUrl}
        bannerUrl={custom?.bannerUrl || biz.bannerUrl}
        welcomeMessage={custom?.welcomeMessage ?? ''}
        reviews={summarizeReviews(reviews.data)}
        corner={<LanguageSwitcher />}
      />
      {/* Tall enough that the footer starts below the first screen: it does not move as the sign-in loads. */}
      <main id="main-content" className="mx-auto min-h-[75dvh] max-w-2xl px-4 py-6">
        {link.pending || me.isPending ? (
          checking
        ) : me.isError ? (
          <p role="alert" className="py-10 text-center text-destructive">
            {errorMessage(me.error, t('client.me.failed'))}{' '}
            <button type="button" className="font-medium underline" onClick={() => void me.refetch()}>
              {t('client.tryAgain')}
            </button>
          </p>
        ) : client ? (
          <Suspense fallback={checking}>
            <ClientDashboard
              slug={slug}
              me={client}
              business={biz}
              businessName={businessName}
              flags={flags}
              section={sectionOf(location)}
            />
          </Suspense>
        ) : (
          <Suspense fallback={checking}>
            <SignInCard slug={slug} businessName={businessName} />
          </Suspense>
        )}
      </main>
      <div className={client ? 'pb-20' : undefined}>
        <BookingFooter
          business={biz}
          about={custom?.businessDescription || biz.description || ''}
          footerText={custom?.footerText ?? ''}
          padded={false}
        />
      </div>
    </>
  );
}
