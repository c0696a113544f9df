// The public landing page at / for visitors who are not signed in (spec part 2 §2 'Landing page').
import { lazy, Suspense, useState } from 'react';
import { MarketingFooter } from '#client/components/marketing/marketing-footer.tsx';
import { MarketingNav } from '#client/components/marketing/marketing-nav.tsx';
import { PageMeta } from '#client/components/marketing/page-meta.tsx';
import { AUTH_ACTIONS } from '#client/components/marketing/site.ts';
import { CtaBand } from './components/cta-band.tsx';
import { FaqList } from './components/faq-list.tsx';
import { SectionHeading } from './components/section-heading.tsx';
import { LANDING_FAQ } from './content/faq.ts';
import { BusinessTypesSection } from './landing/business-types-section.tsx';
import { FeatureGridSection } from './landing/feature-grid-section.tsx';
import { HeroCarousel } from './landing/hero-carousel.tsx';
import { StatsBand } from './landing/stats-band.tsx';
import { TestimonialsSection } from './landing/testimonials-section.tsx';
import { WebsiteSection } from './landing/website-section.tsx';

// The dialog (and the live frame inside it) is fetched only when someone asks to see the portfolio.
const PortfolioDialog = lazy(() =>
  import('./landing/portfolio-dialog.tsx').then((module) => ({ default: module.PortfolioDialog })),
);

export function LandingPage() {
  const [portfolioOpen, setPortfolioOpen] = useState(false);
  const openPortfolio = () => setPortfolioOpen(true);

  return (
    <>
      <PageMeta
        title="Bookwell: online booking software for salons, spas, studios and clinics"
        description="Let clients book 24/7, cut no-shows with SMS and email reminders, and grow with smart scheduling and analytics. Start your 14-day free trial, no credit card required."
        path="/"
      />
      <MarketingNav {...AUTH_ACTIONS} />
      <main id="main-content">
        <h1 className="sr-only">Bookwell: online booking and business management for service businesses</h1>
        <HeroCarousel onOpenPortfolio={openPortfolio} />
        <WebsiteSection onOpenPortfolio={openPortfolio} />
        <BusinessTypesSection />
        <FeatureGridSection />
        <StatsBand />
        <TestimonialsSection />
        <section aria-labelledby="faq-heading" className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-24">
          <SectionHeading id="faq-heading" eyebrow="FAQ" title="Frequently asked questions" />
          <FaqList items={LANDING_FAQ} />
        </section>
        <CtaBand
          title="Ready to fill your calendar?"
          text="Join 10,000+ businesses taking bookings around the clock. Set up in minutes."
          primary={{ label: 'Start Free Trial', href: '/auth' }}
          secondary={{ label: 'See Pricing', href: '/pricing' }}
          note="14-day free trial · No credit card required · Cancel anytime"
        />
      </main>
      <MarketingFooter />
      {portfolioOpen && (
        <Suspense fallback={null}>
          <PortfolioDialog open={portfolioOpen} onOpenChange={setPortfolioOpen} />
        </Suspense>
      )}
    </>
  );
}
