// The pricing page (spec part 2 §2 'Pricing page'): billing toggle, plan card, website package, combined-price
// explainer, FAQ and a closing call to action.
import { useState } from 'react';
import { MarketingFooter } from '#client/components/marketing/marketing-footer.tsx';
import { MarketingNav } from '#client/components/marketing/marketing-nav.tsx';
import { PageMeta } from '#client/components/marketing/page-meta.tsx';
import { AUTH_ACTIONS } from '#client/components/marketing/site.ts';
import { CtaBand } from './components/cta-band.tsx';
import { FaqList } from './components/faq-list.tsx';
import { SectionHeading } from './components/section-heading.tsx';
import { PRICING_FAQ } from './content/faq.ts';
import { type BillingPeriod, BillingToggle } from './pricing/billing-toggle.tsx';
import { CombinedPrice } from './pricing/combined-price.tsx';
import { PlanCard } from './pricing/plan-card.tsx';
import { WebsitePackageCard } from './pricing/website-package-card.tsx';

export function PricingPage() {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  return (
    <>
      <PageMeta
        title="Pricing: $5 per user per month, 14-day free trial · Bookwell"
        description="One Professional plan with unlimited bookings, clients and services for $5 per user per month, or $50 per year. Professional websites from $1,999 one-time."
        path="/pricing"
      />
      <MarketingNav {...AUTH_ACTIONS} />
      <main id="main-content">
        <section className="bg-gradient-to-b from-emerald-50 to-white px-4 pt-12 pb-12 sm:px-6 sm:pt-16">
          <div className="mx-auto max-w-3xl text-center">
            <p className="text-sm font-semibold uppercase tracking-wider text-emerald-700">Pricing</p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              Simple pricing. Everything included.
            </h1>
            <p className="mt-5 text-lg leading-8 text-slate-600">
              One plan, unlimited bookings. Try it free for 14 days, no credit card required. Cancel anytime,
              and your data stays available for 30 days.
            </p>
          </div>
          <div className="mt-10">
            <BillingToggle value={period} onChange={setPeriod} />
          </div>
        </section>
        <section aria-label="Plans" className="px-4 sm:px-6">
          <div className="mx-auto grid max-w-6xl gap-8 pt-4 lg:grid-cols-[3fr_2fr]">
            <PlanCard period={period} />
            <WebsitePackageCard />
          </div>
        </section>
        <CombinedPrice period={period} />
        <section aria-labelledby="pricing-faq-heading" className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-24">
          <SectionHeading id="pricing-faq-heading" eyebrow="FAQ" title="Pricing questions" />
          <FaqList items={PRICING_FAQ} />
        </section>
        <CtaBand
          title="Try Bookwell free for 14 days"
          text="Everything in the Professional plan, no credit card required. Then $5 per user per month."
          primary={{ label: 'Start FREE Trial', href: '/auth' }}
          secondary={{ label: 'Explore Features', href: '/features' }}
          note="30-day money-back guarantee on your first month"
        />
      </main>
      <MarketingFooter />
    </>
  );
}
