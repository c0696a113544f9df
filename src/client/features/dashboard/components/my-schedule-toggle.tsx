// 'My schedule' / 'Everyone': whose bookings the dashboard's schedule shows, for a manager or owner who is also
// on the team (a staff member sees only their own, with no choice).
import { useAppI18n } from '#client/lib/app-i18n/app-i18n.ts';
import { cn } from '#client/lib/cn.ts';

export function MyScheduleToggle({
  everyone,
  onEveryone,
}: {
  everyone: boolean;
  onEveryone: (everyone: boolean) => void;
}) {
  const { t } = useAppI18n();
  return (
    <fieldset className="ms-auto flex rounded-md border p-0.5">
      <legend className="sr-only">{t('schedule.whose')}</legend>
      {[false, true].map((option) => (
        <button
          key={String(option)}
          type="button"
          aria-pressed={everyone === option}
          onClick={() => onEveryone(option)}
          className={cn(
            'h-7 rounded px-2.5 text-xs font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            everyone === option
              ? 'bg-primary text-primary-foreground'
              : 'text-muted-foreground hover:bg-muted',
          )}
        >
          {option ? t('schedule.everyone') : t('schedule.mine')}
        </button>
      ))}
    </fieldset>
  );
}
