// Explains how the plan and the website package add up, with a worked example for a team of three.
import { formatUsd, PLAN, WEBSITE_PACKAGE } from '#client/components/marketing/site.ts';
import type { BillingPeriod } from './billing-toggle.tsx';

const TEAM_SIZE = 3;

export function CombinedPrice({ period }: { period: BillingPeriod }) {
  const annual = period === 'annual';
  const planFirstYear = TEAM_SIZE * (annual ? PLAN.annualPrice : PLAN.monthlyPrice * 12);
  const upfront = (WEBSITE_PACKAGE.price * WEBSITE_PACKAGE.upfrontPercent) / 100;
  const rows = [
    {
      label: `Professional plan, ${TEAM_SIZE} users, ${annual ? 'billed annually' : 'billed monthly'}`,
      value: annual
        ? `${formatUsd(planFirstYear)} / year`
        : `${formatUsd(TEAM_SIZE * PLAN.monthlyPrice)} / month`,
    },
    { label: 'Website package, one-time', value: formatUsd(WEBSITE_PACKAGE.price) },
    {
      label: `of which ${WEBSITE_PACKAGE.upfrontPercent}% upfront and ${100 - WEBSITE_PACKAGE.upfrontPercent}% on completion`,
      value: `${formatUsd(upfront)} + ${formatUsd(WEBSITE_PACKAGE.price - upfront)}`,
    },
  ];
  return (
    <section aria-labelledby="combined-heading" className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-3xl rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <h2 id="combined-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Plan + website: how it adds up
        </h2>
        <p className="mt-3 leading-7 text-slate-600">
          The plan is a subscription per team member; the website is a one-time project. Take either on its
          own, or both together. Here is a team of {TEAM_SIZE} in its first year:
        </p>
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
            <dt className="text-sm font-semibold text-emerald-900">First-year total</dt>
            <dd className="text-lg font-bold text-emerald-900" data-testid="combined-total">
              {formatUsd(planFirstYear + WEBSITE_PACKAGE.price)}
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-slate-600">
          Every plan starts with a {PLAN.trialDays}-day free trial, and your first month has a{' '}
          {PLAN.moneyBackDays}-day money-back guarantee.
        </p>
      </div>
    </section>
  );
}
