// The empty states: nobody waiting (saying what the waitlist does, and whether it is switched off), and nobody
// waiting for the day or service chosen.
import { ListOrdered, SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useWaitlistI18n } from '#client/lib/app-i18n/waitlist-i18n.ts';

/** Where the owner switches the waitlist on or off. */
export const WAITLIST_SETTING_HREF = `${paths.settings}#booking-rules`;

export function NoOneWaiting({ enabled }: { enabled: boolean }) {
  const { t } = useWaitlistI18n();
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary">
        <ListOrdered aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">{enabled ? t('empty.title') : t('off.title')}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{t('empty.text')}</p>
      {enabled ? null : (
        <p className="max-w-md text-sm">
          {t('off.short')}{' '}
          <Link href={WAITLIST_SETTING_HREF} className="font-medium text-primary underline">
            {t('off.link')}
          </Link>
        </p>
      )}
    </div>
  );
}

export function NoOneMatching({ onClear }: { onClear: () => void }) {
  const { t } = useWaitlistI18n();
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">{t('noMatch.title')}</h2>
      <Button variant="outline" onClick={onClear}>
        {t('noMatch.clear')}
      </Button>
    </div>
  );
}
