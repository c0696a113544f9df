// How many seats of a class (decision 036): 1 to `max`, for a booking or a place on a full session's waitlist.
import { useStepsI18n } from '#client/entities/public-business/steps-i18n.ts';

export function SeatsSelect({
  id,
  value,
  max,
  onChange,
}: {
  id: string;
  value: number;
  max: number;
  onChange: (seats: number) => void;
}) {
  const { t } = useStepsI18n();
  return (
    <div className="grid gap-1.5 sm:max-w-xs">
      <label htmlFor={id} className="text-sm font-medium">
        {t('classes.seats')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className="h-10 rounded-md border border-input bg-background px-3 text-base focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:text-sm"
      >
        {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}
