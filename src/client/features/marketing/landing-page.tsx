// The public landing page at / for visitors who are not signed in (spec part 2 §2 'Landing page'), in the
// visitor's language (docs/decisions/042).
import { lazy, Suspense, useState } from 'react';
import { MarketingFooter } from '#client/components/marketing/marketing-footer.tsx';
import { MarketingNav } from '#client/components/marketing/marketing-nav.tsx';
import { PageMeta } from '#client/components/marketing/page-meta.tsx';
import { AUTH_ACTIONS } from '#client/components/marketing/site.ts';
import { TranslatedPage, useChromeLabels } from '#client/components/marketing/translated-page.tsx';
import { LanguageSwitcher } from '#client/entities/public-business/components/language-switcher.tsx';
import { loadLandingMessages, useLandingI18n } from './i18n.ts';
import { HeroCarousel } from './landing/hero-carousel.tsx';

// The sections below the first screen, and their English, come after the first screen's code (docs/decisions/042),
// fetched as soon as that code runs in the browser, beside hydration rather than after it: a click on a section whose
// code has not arrived yet is lost.
const belowFold = typeof window === 'undefined' ? undefined : import('./landing/below-fold.tsx');
const BelowFold = lazy(() =>
  (belowFold ?? import('./landing/below-fold.tsx')).then((module) => ({ default: module.BelowFold })),
);
// The dialog (and the live frame inside it) is fetched only when someone asks to see the portfolio.
const PortfolioDialog = lazy(() =>
  import('./landing/portfolio-dialog.tsx').then((module) => ({ default: module.PortfolioDialog })),
);

export function LandingPage() {
  return (
    <TranslatedPage load={loadLandingMessages}>
      <LandingContent />
    </TranslatedPage>
  );
}

function LandingContent() {
  const { t } = useLandingI18n();
  const labels = useChromeLabels();
  const [portfolioOpen, setPortfolioOpen] = useState(false);
  const openPortfolio = () => setPortfolioOpen(true);

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
