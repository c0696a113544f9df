// The single Professional plan: price for the chosen billing period and the full feature list.
import { Check } from 'lucide-react';
import { Link } from 'wouter';
import { formatUsd, PLAN } from '#client/components/marketing/site.ts';
import { PLAN_FEATURES, UPTIME } from '../content/pricing.ts';
import { usePricingI18n } from '../pricing-i18n.ts';
import type { BillingPeriod } from './billing-toggle.tsx';

export function PlanCard({ period }: { period: BillingPeriod }) {
  const { t, intl } = usePricingI18n();
  const annual = period === 'annual';
  const monthly = formatUsd(PLAN.monthlyPrice, intl);
  const uptime = new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 1 }).format(UPTIME);
  return (
    <article
      aria-labelledby="plan-heading"
      className="relative flex flex-col rounded-3xl border-2 border-emerald-600 bg-white p-6 shadow-xl sm:p-8"
    >
      <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-emerald-700 px-3 py-1 text-xs font-semibold text-white">
        {t('pricing.plan.badge')}
      </p>
      <h2 id="plan-heading" className="text-2xl font-bold text-slate-900">
        {t('pricing.plan.name')}
      </h2>
      <p className="mt-1 text-slate-600">{t('pricing.plan.text')}</p>
      <div
        className="mt-6 flex flex-wrap items-end gap-x-2 gap-y-1"
        aria-live="polite"
        data-testid="plan-price"
      >
        <span className="text-5xl font-extrabold tracking-tight text-slate-900">
          {annual ? formatUsd(PLAN.annualPrice, intl) : monthly}
        </span>
        <span className="pb-1.5 text-slate-600">{t('pricing.plan.per', { period })}</span>
        {annual && (
          <span className="mb-2 rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900">
            {t('pricing.plan.save', { percent: PLAN.annualSavingPercent })}
          </span>
        )}
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {annual
          ? t('pricing.plan.billedYearly', {
              annual: formatUsd(PLAN.annualPrice, intl),
              monthlyTimesTwelve: formatUsd(PLAN.monthlyPrice * 12, intl),
            })
          : t('pricing.plan.billedMonthly')}
      </p>
      <Link
        href="/auth"
        className="mt-6 rounded-lg bg-emerald-700 px-6 py-3 text-center text-base font-semibold text-white shadow-md outline-none hover:bg-emerald-800 focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2"
      >
        {t('pricing.plan.start')}
      </Link>
      <p className="mt-3 text-center text-sm text-slate-600">
        {t('pricing.plan.trial', { days: PLAN.trialDays, monthly })}
      </p>
      <h3 className="mt-8 text-sm font-semibold uppercase tracking-wider text-slate-900">
        {t('pricing.plan.included')}
      </h3>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="plan-features">
        {PLAN_FEATURES.map((feature) => (
          <li key={feature} className="flex items-start gap-2.5 text-sm text-slate-700">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
            {t(`pricing.plan.features.${feature}`, { percent: uptime })}
          </li>
        ))}
      </ul>
    </article>
  );
}
