// The public landing page at / for visitors who are not signed in (spec part 2 §2 'Landing page'), in the
// visitor's language (docs/decisions/042).
import { lazy, Suspense, use, useEffect, useState } from 'react';
import { MarketingFooter } from '#client/components/marketing/marketing-footer.tsx';
import { MarketingNav } from '#client/components/marketing/marketing-nav.tsx';
import { PageMeta } from '#client/components/marketing/page-meta.tsx';
import { AUTH_ACTIONS, MARKETING_LABELS, type MarketingLabels } from '#client/components/marketing/site.ts';
import { LanguageSwitcher } from '#client/entities/public-business/components/language-switcher.tsx';
import { LocaleProvider } from '#client/lib/i18n/locale-provider.tsx';
import { localeDirection } from '#shared/i18n/locales.ts';
import { landingLocale, loadLandingMessages, useLandingI18n } from './i18n.ts';
import { HeroCarousel } from './landing/hero-carousel.tsx';

// The sections below the first screen, and their English, come after the first screen's code (docs/decisions/042).
const BelowFold = lazy(() =>
  import('./landing/below-fold.tsx').then((module) => ({ default: module.BelowFold })),
);
// The dialog (and the live frame inside it) is fetched only when someone asks to see the portfolio.
const PortfolioDialog = lazy(() =>
  import('./landing/portfolio-dialog.tsx').then((module) => ({ default: module.PortfolioDialog })),
);

export function LandingPage() {
  const [locale] = useState(landingLocale);
  // English comes with the page; another language's catalog is waited for, so the page never shows two languages.
  const messages = use(loadLandingMessages(locale));
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = localeDirection(locale);
    // The other pages are English: leaving this one gives the document back its language and direction.
    return () => {
      document.documentElement.lang = 'en';
      document.documentElement.dir = 'ltr';
    };
  }, [locale]);
  return (
    <LocaleProvider locale={locale} messages={messages} load={loadLandingMessages}>
      <LandingContent />
    </LocaleProvider>
  );
}

function LandingContent() {
  const { t } = useLandingI18n();
  const [portfolioOpen, setPortfolioOpen] = useState(false);
  const openPortfolio = () => setPortfolioOpen(true);
  const labels = Object.fromEntries(
    Object.keys(MARKETING_LABELS).map((key) => [key, t(`landing.chrome.${key as keyof MarketingLabels}`)]),
  ) as MarketingLabels;

  return (
    <>
      <PageMeta title={t('landing.meta.title')} description={t('landing.meta.description')} path="/" />
      <MarketingNav {...AUTH_ACTIONS} labels={labels} />
      <main id="main-content">
        <h1 className="sr-only">{t('landing.heading')}</h1>
        <HeroCarousel onOpenPortfolio={openPortfolio} />
        <Suspense fallback={null}>
          <BelowFold onOpenPortfolio={openPortfolio} />
        </Suspense>
      </main>
      <MarketingFooter labels={labels} languageSwitcher={<LanguageSwitcher />} />
      {portfolioOpen && (
        <Suspense fallback={null}>
          <PortfolioDialog open={portfolioOpen} onOpenChange={setPortfolioOpen} />
        </Suspense>
      )}
    </>
  );
}
