// Monthly / annual switch built from native radio buttons: arrow keys and screen readers work out of the box.
import { useId } from 'react';
import { PLAN } from '#client/components/marketing/site.ts';
import { cn } from '#client/lib/cn.ts';
import { usePricingI18n } from '../pricing-i18n.ts';

export type BillingPeriod = 'monthly' | 'annual';

const OPTIONS = ['monthly', 'annual'] as const satisfies readonly BillingPeriod[];

export function BillingToggle({
  value,
  onChange,
}: {
  value: BillingPeriod;
  onChange: (next: BillingPeriod) => void;
}) {
  const name = useId();
  const { t } = usePricingI18n();
  return (
    <fieldset className="mx-auto flex w-fit flex-col items-center">
      <legend className="sr-only">{t('pricing.billing.legend')}</legend>
      <div className="inline-flex rounded-full border border-slate-200 bg-white p-1 shadow-sm">
        {OPTIONS.map((option) => (
          <label key={option} className="relative">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'block cursor-pointer rounded-full px-5 py-2 text-sm font-semibold transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-emerald-600 peer-focus-visible:ring-offset-2',
                value === option ? 'bg-emerald-700 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {t(`pricing.billing.${option}`)}
              {option === 'annual' && (
                <span className="ms-1.5 text-xs font-bold opacity-90" aria-hidden="true">
                  {t('pricing.billing.saving', { percent: PLAN.annualSavingPercent })}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
