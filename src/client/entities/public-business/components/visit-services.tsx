// Step 2's 'Add to this visit' (decision 037): other services booked back to back with the chosen one, by the same
// person; the times below are then those where the whole visit fits.
import { useStepsI18n } from '#client/entities/public-business/steps-i18n.ts';
import { formatDuration, formatPrice } from '#client/lib/format.ts';
import type { PublicService } from '#shared/schemas/service.ts';

export type VisitChoice = {
  /** The services that may be added: the business's one-to-one services but the chosen one. */
  options: PublicService[];
  added: string[];
  onToggle: (serviceId: string) => void;
  currency: string;
};

export function VisitServices({ options, added, onToggle, currency }: VisitChoice) {
  const { t, intl } = useStepsI18n();
  if (options.length === 0) return null;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{t('visit.add')}</legend>
      <p className="text-sm text-muted-foreground">{t('visit.hint')}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((service) => (
          <label
            key={service.id}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm has-checked:border-primary"
          >
            <input
              type="checkbox"
              checked={added.includes(service.id)}
              onChange={() => onToggle(service.id)}
              className="size-4 accent-(--brand-ink)"
            />
            <span dir="auto" className="min-w-0 flex-1 font-medium">
              {service.name}
            </span>
            <span className="whitespace-nowrap text-muted-foreground">
              {formatDuration(service.duration, intl)} ·{' '}
              <span dir="ltr">{formatPrice(service.price, currency, intl)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
