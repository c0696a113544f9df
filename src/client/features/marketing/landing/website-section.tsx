// Website development, sold as a separate service: what is included and a way into the portfolio.
import { Check, Code2, LayoutTemplate, Rocket } from 'lucide-react';
import { Link } from 'wouter';
import { formatUsd, WEBSITE_PACKAGE } from '#client/components/marketing/site.ts';
import { useLaterI18n } from '../later-i18n.ts';

const STEPS = [
  { icon: LayoutTemplate, id: 'template' },
  { icon: Code2, id: 'build' },
  { icon: Rocket, id: 'live' },
] as const;

const focusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2';

export function WebsiteSection({ onOpenPortfolio }: { onOpenPortfolio: () => void }) {
  const { t, intl } = useLaterI18n();
  const points = [
    t('landing.website.delivery', { days: WEBSITE_PACKAGE.deliveryDays }),
    t('landing.website.revisions', { days: WEBSITE_PACKAGE.revisionDays }),
    t('landing.website.templates', { count: WEBSITE_PACKAGE.templates }),
    t('landing.website.booking'),
    t('landing.website.payment', {
      upfront: WEBSITE_PACKAGE.upfrontPercent,
      rest: 100 - WEBSITE_PACKAGE.upfrontPercent,
    }),
  ];
  return (
    <section
      aria-labelledby="website-heading"
      className="bg-slate-950 px-4 py-16 text-white sm:px-6 sm:py-24"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-emerald-300">
            {t('landing.website.eyebrow')}
          </p>
          <h2 id="website-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {t('landing.website.title')}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-300">
            {t('landing.website.text', { price: formatUsd(WEBSITE_PACKAGE.price, intl) })}
          </p>
          <ul className="mt-6 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-3 text-slate-200">
                <Check className="mt-0.5 size-5 shrink-0 text-emerald-400" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              onClick={onOpenPortfolio}
              className={`rounded-lg bg-emerald-500 px-6 py-3 text-base font-semibold text-slate-950 hover:bg-emerald-400 ${focusRing} focus-visible:ring-offset-slate-950`}
            >
              {t('landing.website.portfolio')}
            </button>
            <Link
              href="/pricing"
              className={`rounded-lg border border-slate-600 px-6 py-3 text-center text-base font-semibold text-white hover:bg-slate-800 ${focusRing} focus-visible:ring-offset-slate-950`}
            >
              {t('landing.website.pricing')}
            </Link>
          </div>
        </div>
        <ol className="grid gap-4">
          {STEPS.map((step, i) => (
            <li key={step.id} className="flex gap-4 rounded-2xl border border-slate-800 bg-slate-900 p-5">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-emerald-500/15 text-emerald-300">
                <step.icon className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold">
                  <span className="text-emerald-300">{i + 1}. </span>
                  {t(`landing.website.${step.id}.title`)}
                </h3>
                <p className="mt-1 text-sm leading-6 text-slate-400">
                  {t(`landing.website.${step.id}.text`)}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
