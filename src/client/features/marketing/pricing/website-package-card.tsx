// The website development package, sold separately from the plan.
import { Globe } from 'lucide-react';
import { Link } from 'wouter';
import { formatUsd, WEBSITE_PACKAGE } from '#client/components/marketing/site.ts';
import { WEBSITE_PACKAGE_FEATURES } from '../content/pricing.ts';
import { usePricingI18n } from '../pricing-i18n.ts';

export function WebsitePackageCard() {
  const { t, intl } = usePricingI18n();
  return (
    <article
      aria-labelledby="website-package-heading"
      className="flex flex-col rounded-3xl border border-slate-200 bg-slate-950 p-6 text-white shadow-xl sm:p-8"
    >
      <span className="flex size-12 items-center justify-center rounded-xl bg-emerald-500/15 text-emerald-300">
        <Globe className="size-6" aria-hidden="true" />
      </span>
      <h2 id="website-package-heading" className="mt-4 text-2xl font-bold">
        {t('pricing.website.title')}
      </h2>
      <p className="mt-1 text-slate-300">{t('pricing.website.text')}</p>
      <p className="mt-6 flex items-end gap-2">
        <span className="text-5xl font-extrabold tracking-tight">
          {formatUsd(WEBSITE_PACKAGE.price, intl)}
        </span>
        <span className="pb-1.5 text-slate-300">{t('pricing.website.oneTime')}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {WEBSITE_PACKAGE_FEATURES.map((feature) => (
          <li key={feature} className="flex items-start gap-2.5 text-sm text-slate-200">
            <span className="mt-1.5 size-1.5 shrink-0 rounded-full bg-emerald-400" aria-hidden="true" />
            {t(`pricing.website.features.${feature}`)}
          </li>
        ))}
      </ul>
      <Link
        href="/auth"
        className="mt-8 rounded-lg bg-emerald-500 px-6 py-3 text-center text-base font-semibold text-slate-950 outline-none hover:bg-emerald-400 focus-visible:ring-2 focus-visible:ring-emerald-300 focus-visible:ring-offset-2 focus-visible:ring-offset-slate-950"
      >
        {t('pricing.website.quote')}
      </Link>
    </article>
  );
}
