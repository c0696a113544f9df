// The single Professional plan: price for the chosen billing period and the full feature list.
import { Check } from 'lucide-react';
import { Link } from 'wouter';
import { PLAN } from '#client/components/marketing/site.ts';
import { PLAN_FEATURES } from '../content/pricing.ts';
import type { BillingPeriod } from './billing-toggle.tsx';

export function PlanCard({ period }: { period: BillingPeriod }) {
  const annual = period === 'annual';
  return (
    <article
      aria-labelledby="plan-heading"
      className="relative flex flex-col rounded-3xl border-2 border-emerald-600 bg-white p-6 shadow-xl sm:p-8"
    >
      <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-emerald-700 px-3 py-1 text-xs font-semibold text-white">
        Everything included
      </p>
      <h2 id="plan-heading" className="text-2xl font-bold text-slate-900">
        {PLAN.name}
      </h2>
      <p className="mt-1 text-slate-600">One plan with every feature, for teams of any size.</p>
      <div
        className="mt-6 flex flex-wrap items-end gap-x-2 gap-y-1"
        aria-live="polite"
        data-testid="plan-price"
      >
        <span className="text-5xl font-extrabold tracking-tight text-slate-900">
          ${annual ? PLAN.annualPrice : PLAN.monthlyPrice}
        </span>
        <span className="pb-1.5 text-slate-600">per user / {annual ? 'year' : 'month'}</span>
        {annual && (
          <span className="mb-2 rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900">
            Save {PLAN.annualSavingPercent}%
          </span>
        )}
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {annual
          ? `Billed yearly: $${PLAN.annualPrice} instead of $${PLAN.monthlyPrice * 12} per user.`
          : `Billed monthly. Unlimited services and bookings.`}
      </p>
      <Link
        href="/auth"
        className="mt-6 rounded-lg bg-emerald-700 px-6 py-3 text-center text-base font-semibold text-white shadow-md outline-none hover:bg-emerald-800 focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2"
      >
        Start FREE Trial
      </Link>
      <p className="mt-3 text-center text-sm text-slate-600">
        {PLAN.trialDays} days free, no credit card. Then ${PLAN.monthlyPrice} per user per month.
      </p>
      <h3 className="mt-8 text-sm font-semibold uppercase tracking-wider text-slate-900">What's included</h3>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="plan-features">
        {PLAN_FEATURES.map((feature) => (
          <li key={feature} className="flex items-start gap-2.5 text-sm text-slate-700">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
    </article>
  );
}
