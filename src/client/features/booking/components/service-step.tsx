// Step 1: the services as radio cards (name, description, duration, price in the business's currency, and the
// deposit or prepayment taken online first, if any).
import { useEffect, useRef } from 'react';
import { CheckIcon, ClockIcon } from '#client/entities/public-business/components/page-icons.tsx';
import {
  choiceCard,
  choiceInput,
  StepSection,
} from '#client/entities/public-business/components/step-section.tsx';
import { usePublicI18n } from '#client/entities/public-business/i18n.ts';
import { formatDuration, formatPrice } from '#client/lib/format.ts';
import type { PublicService } from '#shared/schemas/service.ts';

export function ServiceStep({
  services,
  currency,
  value,
  onChange,
}: {
  services: PublicService[];
  currency: string;
  value: string | null;
  onChange: (serviceId: string) => void;
}) {
  const { t, intl } = usePublicI18n();
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // The server's page can be used before its script runs (docs/decisions/016): a service picked meanwhile is
  // checked in the page but unknown to the flow. Take it over once, when the step becomes React's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount; later picks go through onChange.
  useEffect(() => {
    const picked = fieldset.current?.querySelector<HTMLInputElement>('input[name="service"]:checked')?.value;
    if (picked && picked !== value) onChange(picked);
  }, []);
  return (
    <StepSection id="step-service" step={1} title={t('services.title')}>
      {services.length === 0 ? (
        <p className="text-muted-foreground">{t('services.none')}</p>
      ) : (
        <fieldset ref={fieldset}>
          <legend className="sr-only">{t('services.legend')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {services.map((service) => (
              <label key={service.id} className={`${choiceCard} flex gap-3 p-4`}>
                <input
                  type="radio"
                  name="service"
                  value={service.id}
                  checked={value === service.id}
                  onChange={() => onChange(service.id)}
                  className={choiceInput}
                />
                {service.imageUrl ? (
                  <img src={service.imageUrl} alt="" className="size-14 shrink-0 rounded-lg object-cover" />
                ) : null}
                <span className="grid min-w-0 flex-1 gap-1">
                  <span className="flex items-start justify-between gap-2">
                    <span dir="auto" className="font-semibold">
                      {service.name}
                    </span>
                    <span dir="ltr" className="font-semibold whitespace-nowrap">
                      {formatPrice(service.price, currency, intl)}
                    </span>
                  </span>
                  {service.description ? (
                    <span dir="auto" className="text-sm text-muted-foreground">
                      {service.description}
                    </span>
                  ) : null}
                  <span className="flex items-center gap-1 text-sm text-muted-foreground">
                    <ClockIcon className="size-3.5" />
                    {formatDuration(service.duration, intl)}
                  </span>
                  {service.depositAmount ? (
                    <span className="text-sm text-muted-foreground">
                      {service.depositAmount === service.price
                        ? t('services.paidOnline')
                        : t('services.deposit', {
                            amount: formatPrice(service.depositAmount, currency, intl),
                          })}
                    </span>
                  ) : null}
                </span>
                {value === service.id ? (
                  <CheckIcon className="absolute -end-2 -top-2 size-5 rounded-full bg-primary p-0.5 text-primary-foreground" />
                ) : null}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </StepSection>
  );
}
