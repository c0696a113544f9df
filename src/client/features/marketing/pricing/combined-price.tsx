// Explains how the plan and the website package add up, with a worked example for a team of three.
import { formatUsd, PLAN, WEBSITE_PACKAGE } from '#client/components/marketing/site.ts';
import { usePricingI18n } from '../pricing-i18n.ts';
import type { BillingPeriod } from './billing-toggle.tsx';

const TEAM_SIZE = 3;

export function CombinedPrice({ period }: { period: BillingPeriod }) {
  const { t, intl } = usePricingI18n();
  const annual = period === 'annual';
  const planFirstYear = TEAM_SIZE * (annual ? PLAN.annualPrice : PLAN.monthlyPrice * 12);
  const upfront = (WEBSITE_PACKAGE.price * WEBSITE_PACKAGE.upfrontPercent) / 100;
  const rows = [
    {
      label: t('pricing.combined.plan', { count: TEAM_SIZE, period }),
      value: t('pricing.combined.perPeriod', {
        amount: formatUsd(annual ? planFirstYear : TEAM_SIZE * PLAN.monthlyPrice, intl),
        period,
      }),
    },
    { label: t('pricing.combined.website'), value: formatUsd(WEBSITE_PACKAGE.price, intl) },
    {
      label: t('pricing.combined.split', {
        upfront: WEBSITE_PACKAGE.upfrontPercent,
        rest: 100 - WEBSITE_PACKAGE.upfrontPercent,
      }),
      value: `${formatUsd(upfront, intl)} + ${formatUsd(WEBSITE_PACKAGE.price - upfront, intl)}`,
    },
  ];
  return (
    <section aria-labelledby="combined-heading" className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-3xl rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <h2 id="combined-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('pricing.combined.title')}
        </h2>
        <p className="mt-3 leading-7 text-slate-600">{t('pricing.combined.text', { count: TEAM_SIZE })}</p>
        <dl className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {rows.map((row) => (
            <div
              key={row.label}
              className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <dt className="text-sm text-slate-600">{row.label}</dt>
              <dd className="font-semibold text-slate-900">{row.value}</dd>
            </div>
          ))}
          <div className="flex flex-col gap-1 bg-emerald-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
            <dt className="text-sm font-semibold text-emerald-900">{t('pricing.combined.total')}</dt>
            <dd className="text-lg font-bold text-emerald-900" data-testid="combined-total">
              {formatUsd(planFirstYear + WEBSITE_PACKAGE.price, intl)}
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-slate-600">
          {t('pricing.combined.note', { days: PLAN.trialDays, moneyBack: PLAN.moneyBackDays })}
        </p>
      </div>
    </section>
  );
}
