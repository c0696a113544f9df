// The pricing page (spec part 2 §2 'Pricing page'): billing toggle, plan card, website package, combined-price
// explainer, FAQ and a closing call to action, in the visitor's language (docs/decisions/042).
import { useState } from 'react';
import { MarketingFooter } from '#client/components/marketing/marketing-footer.tsx';
import { MarketingNav } from '#client/components/marketing/marketing-nav.tsx';
import { PageMeta } from '#client/components/marketing/page-meta.tsx';
import { AUTH_ACTIONS, formatUsd, PLAN, WEBSITE_PACKAGE } from '#client/components/marketing/site.ts';
import { TranslatedPage, useChromeLabels } from '#client/components/marketing/translated-page.tsx';
import { LanguageSwitcher } from '#client/entities/public-business/components/language-switcher.tsx';
import { CtaBand } from './components/cta-band.tsx';
import { FaqList } from './components/faq-list.tsx';
import { SectionHeading } from './components/section-heading.tsx';
import { PRICING_FAQ } from './content/pricing.ts';
import { type BillingPeriod, BillingToggle } from './pricing/billing-toggle.tsx';
import { CombinedPrice } from './pricing/combined-price.tsx';
import { PlanCard } from './pricing/plan-card.tsx';
import { WebsitePackageCard } from './pricing/website-package-card.tsx';
import { loadPricingMessages, usePricingI18n } from './pricing-i18n.ts';

export function PricingPage() {
  return (
    <TranslatedPage load={loadPricingMessages}>
      <PricingContent />
    </TranslatedPage>
  );
}

function PricingContent() {
  const { t, intl } = usePricingI18n();
  const labels = useChromeLabels();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const monthly = formatUsd(PLAN.monthlyPrice, intl);
  const prices = {
    monthly,
    annual: formatUsd(PLAN.annualPrice, intl),
    monthlyTimesTwelve: formatUsd(PLAN.monthlyPrice * 12, intl),
    website: formatUsd(WEBSITE_PACKAGE.price, intl),
  };
  const faq = PRICING_FAQ.map((id) => ({
    question: t(`pricing.faq.${id}.question`),
    answer: t(`pricing.faq.${id}.answer`, prices),
  }));
  return (
    <>
      <PageMeta
        title={t('pricing.meta.title', prices)}
        description={t('pricing.meta.description', prices)}
        path="/pricing"
      />
      <MarketingNav {...AUTH_ACTIONS} labels={labels} />
      <main id="main-content">
        <section className="bg-gradient-to-b from-emerald-50 to-white px-4 pt-12 pb-12 sm:px-6 sm:pt-16">
          <div className="mx-auto max-w-3xl text-center">
            <p className="text-sm font-semibold uppercase tracking-wider text-emerald-700">
              {t('pricing.eyebrow')}
            </p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              {t('pricing.title')}
            </h1>
            <p className="mt-5 text-lg leading-8 text-slate-600">{t('pricing.lead')}</p>
          </div>
          <div className="mt-10">
            <BillingToggle value={period} onChange={setPeriod} />
          </div>
        </section>
        <section aria-label={t('pricing.plans')} className="px-4 sm:px-6">
          <div className="mx-auto grid max-w-6xl gap-8 pt-4 lg:grid-cols-[3fr_2fr]">
            <PlanCard period={period} />
            <WebsitePackageCard />
          </div>
        </section>
        <CombinedPrice period={period} />
        <section aria-labelledby="pricing-faq-heading" className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-24">
          <SectionHeading
            id="pricing-faq-heading"
            eyebrow={t('pricing.faq.eyebrow')}
            title={t('pricing.faq.title')}
          />
          <FaqList items={faq} />
        </section>
        <CtaBand
          title={t('pricing.cta.title')}
          text={t('pricing.cta.text', { monthly })}
          primary={{ label: t('pricing.cta.primary'), href: '/auth' }}
          secondary={{ label: t('pricing.cta.secondary'), href: '/features' }}
          note={t('pricing.cta.note')}
        />
      </main>
      <MarketingFooter labels={labels} languageSwitcher={<LanguageSwitcher />} />
    </>
  );
}
