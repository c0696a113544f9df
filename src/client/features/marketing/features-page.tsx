// The features page (spec part 2 §2 'Features page'): hero, one section per category, and a closing call to
// action. Sign In leads to /api/login and every sign-up button to /dashboard, as the spec says.
import { Check } from 'lucide-react';
import { MarketingFooter } from '#client/components/marketing/marketing-footer.tsx';
import { MarketingLink } from '#client/components/marketing/marketing-link.tsx';
import { MarketingNav } from '#client/components/marketing/marketing-nav.tsx';
import { PageMeta } from '#client/components/marketing/page-meta.tsx';
import { APP_ACTIONS } from '#client/components/marketing/site.ts';
import { CtaBand } from './components/cta-band.tsx';
import { FEATURE_CATEGORIES, FEATURES_HERO_POINTS } from './content/features.ts';
import { FeatureCategorySection } from './features/feature-category-section.tsx';

const focusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2';

export function FeaturesPage() {
  return (
    <>
      <PageMeta
        title="Features: calendar, booking page, reminders, payments and analytics · Bookwell"
        description="Everything a service business needs to take bookings: online calendar, booking page, SMS and email reminders, staff scheduling, payments, reviews, apps and analytics."
        path="/features"
      />
      <MarketingNav {...APP_ACTIONS} />
      <main id="main-content">
        <section className="bg-gradient-to-b from-emerald-50 to-white px-4 pt-12 pb-14 sm:px-6 sm:pt-16">
          <div className="mx-auto max-w-4xl text-center">
            <p className="text-sm font-semibold uppercase tracking-wider text-emerald-700">Features</p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              Everything you need to run a booked-up business
            </h1>
            <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-slate-600">
              From the first click on your booking page to the reminder that gets clients through the door,
              Bookwell handles it, on the web and on your phone.
            </p>
            <ul className="mx-auto mt-8 flex max-w-3xl flex-wrap justify-center gap-2">
              {FEATURES_HERO_POINTS.map((point) => (
                <li
                  key={point}
                  className="inline-flex items-center gap-1.5 rounded-full border border-emerald-200 bg-white px-3 py-1 text-sm font-medium text-slate-700"
                >
                  <Check className="size-4 text-emerald-700" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
            <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
              <MarketingLink
                href="/dashboard"
                className={`rounded-lg bg-emerald-700 px-6 py-3 text-base font-semibold text-white shadow-md hover:bg-emerald-800 ${focusRing}`}
              >
                Start Free Trial
              </MarketingLink>
              <MarketingLink
                href="/book/demo"
                className={`rounded-lg border border-slate-300 bg-white px-6 py-3 text-base font-semibold text-slate-800 hover:bg-slate-50 ${focusRing}`}
              >
                Try the live demo
              </MarketingLink>
            </div>
          </div>
        </section>
        {FEATURE_CATEGORIES.map((category, i) => (
          <FeatureCategorySection key={category.id} category={category} shaded={i % 2 === 1} />
        ))}
        <CtaBand
          title="Start taking bookings today"
          text="Set up your services, hours and team in minutes. 14-day free trial, no credit card required."
          primary={{ label: 'Sign Me Up', href: '/dashboard' }}
          secondary={{ label: 'See Pricing', href: '/pricing' }}
        />
      </main>
      <MarketingFooter />
    </>
  );
}
