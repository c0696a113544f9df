// The landing page below its first screen (docs/decisions/042): loaded after the first screen's code, with these
// sections' English messages; the pre-rendered page already shows them, so hydrating them later changes nothing.
import type { ReactNode } from 'react';
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

/** Sections whose words are not in the catalogs yet: English in every language, marked so in another one. */
function StillEnglish({ children }: { children: ReactNode }) {
  const { locale } = useLaterI18n();
  return locale === 'en' ? (
    children
  ) : (
    <div lang="en" dir="ltr">
      {children}
    </div>
  );
}

export function BelowFold({ onOpenPortfolio }: { onOpenPortfolio: () => void }) {
  const { t } = useLaterI18n();
  return (
    <>
      <WebsiteSection onOpenPortfolio={onOpenPortfolio} />
      <BusinessTypesSection />
      <FeatureGridSection />
      <StatsBand />
      <StillEnglish>
        <TestimonialsSection />
        <section aria-labelledby="faq-heading" className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-24">
          <SectionHeading id="faq-heading" eyebrow="FAQ" title="Frequently asked questions" />
          <FaqList items={LANDING_FAQ} />
        </section>
      </StillEnglish>
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
