// The features page (spec part 2 §2 'Features page'): hero, one section per category, and a closing call to
// action. Sign In leads to /api/login and every sign-up button to /dashboard, as the spec says.
import { Check } from 'lucide-react';
import { MarketingFooter } from '#client/components/marketing/marketing-footer.tsx';
import { MarketingLink } from '#client/components/marketing/marketing-link.tsx';
import { MarketingNav } from '#client/components/marketing/marketing-nav.tsx';
import { PageMeta } from '#client/components/marketing/page-meta.tsx';
import { APP_ACTIONS } from '#client/components/marketing/site.ts';
import { TranslatedPage, useChromeLabels } from '#client/components/marketing/translated-page.tsx';
import { LanguageSwitcher } from '#client/entities/public-business/components/language-switcher.tsx';
import { CtaBand } from './components/cta-band.tsx';
import { FEATURE_CATEGORIES, FEATURES_HERO_POINTS } from './content/features.ts';
import { FeatureCategorySection } from './features/feature-category-section.tsx';
import { loadFeaturesMessages, useFeaturesI18n } from './features-i18n.ts';

const focusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2';

export function FeaturesPage() {
  return (
    <TranslatedPage load={loadFeaturesMessages}>
      <FeaturesContent />
    </TranslatedPage>
  );
}

function FeaturesContent() {
  const { t } = useFeaturesI18n();
  const labels = useChromeLabels();
  return (
    <>
      <PageMeta
        title={t('features.meta.title')}
        description={t('features.meta.description')}
        path="/features"
      />
      <MarketingNav {...APP_ACTIONS} labels={labels} />
      <main id="main-content">
        <section className="bg-gradient-to-b from-emerald-50 to-white px-4 pt-12 pb-14 sm:px-6 sm:pt-16">
          <div className="mx-auto max-w-4xl text-center">
            <p className="text-sm font-semibold uppercase tracking-wider text-emerald-700">
              {t('features.eyebrow')}
            </p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              {t('features.title')}
            </h1>
            <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-slate-600">{t('features.lead')}</p>
            <ul className="mx-auto mt-8 flex max-w-3xl flex-wrap justify-center gap-2">
              {FEATURES_HERO_POINTS.map((point) => (
                <li
                  key={point}
                  className="inline-flex items-center gap-1.5 rounded-full border border-emerald-200 bg-white px-3 py-1 text-sm font-medium text-slate-700"
                >
                  <Check className="size-4 text-emerald-700" aria-hidden="true" />
                  {t(`features.points.${point}`)}
                </li>
              ))}
            </ul>
            <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
              <MarketingLink
                href="/dashboard"
                className={`rounded-lg bg-emerald-700 px-6 py-3 text-base font-semibold text-white shadow-md hover:bg-emerald-800 ${focusRing}`}
              >
                {t('features.start')}
              </MarketingLink>
              <MarketingLink
                href="/book/demo"
                className={`rounded-lg border border-slate-300 bg-white px-6 py-3 text-base font-semibold text-slate-800 hover:bg-slate-50 ${focusRing}`}
              >
                {t('features.demo')}
              </MarketingLink>
            </div>
          </div>
        </section>
        {FEATURE_CATEGORIES.map((category, i) => (
          <FeatureCategorySection key={category.id} category={category} shaded={i % 2 === 1} />
        ))}
        <CtaBand
          title={t('features.cta.title')}
          text={t('features.cta.text')}
          primary={{ label: t('features.cta.primary'), href: '/dashboard' }}
          secondary={{ label: t('features.cta.secondary'), href: '/pricing' }}
        />
      </main>
      <MarketingFooter labels={labels} languageSwitcher={<LanguageSwitcher />} />
    </>
  );
}
