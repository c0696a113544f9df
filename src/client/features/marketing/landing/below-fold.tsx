// The landing page below its first screen (docs/decisions/042): loaded after the first screen's code, with these
// sections' English messages; the pre-rendered page already shows them, so hydrating them later changes nothing.
import { formatUsd, PLAN, WEBSITE_PACKAGE } from '#client/components/marketing/site.ts';
import { CtaBand } from '../components/cta-band.tsx';
import { FaqList } from '../components/faq-list.tsx';
import { SectionHeading } from '../components/section-heading.tsx';
import { LANDING_FAQ } from '../content/faq.ts';
import { useLaterI18n } from '../later-i18n.ts';
import { BusinessTypesSection } from './business-types-section.tsx';
import { FeatureGridSection } from './feature-grid-section.tsx';
import { StatsBand } from './stats-band.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';
import { WebsiteSection } from './website-section.tsx';

export function BelowFold({ onOpenPortfolio }: { onOpenPortfolio: () => void }) {
  const { t, intl } = useLaterI18n();
  const prices = {
    monthly: formatUsd(PLAN.monthlyPrice, intl),
    annual: formatUsd(PLAN.annualPrice, intl),
    website: formatUsd(WEBSITE_PACKAGE.price, intl),
  };
  const faq = LANDING_FAQ.map((id) => ({
    question: t(`landing.faq.${id}.question`),
    answer: t(`landing.faq.${id}.answer`, prices),
  }));
  return (
    <>
      <WebsiteSection onOpenPortfolio={onOpenPortfolio} />
      <BusinessTypesSection />
      <FeatureGridSection />
      <StatsBand />
      <TestimonialsSection />
      <section aria-labelledby="faq-heading" className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-24">
        <SectionHeading id="faq-heading" eyebrow={t('landing.faq.eyebrow')} title={t('landing.faq.title')} />
        <FaqList items={faq} />
      </section>
      <CtaBand
        title={t('landing.cta.title')}
        text={t('landing.cta.text')}
        primary={{ label: t('landing.cta.primary'), href: '/auth' }}
        secondary={{ label: t('landing.cta.secondary'), href: '/pricing' }}
        note={t('landing.cta.note')}
      />
    </>
  );
}
