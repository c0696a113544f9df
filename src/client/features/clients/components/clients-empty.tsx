// The two empty states: no clients at all, and no client matching the search or filter.
import { SearchX, UserPlus, Users } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useClientsI18n } from '#client/lib/app-i18n/clients-i18n.ts';

/** Without `onAdd` (a staff member) there is no 'Add Client'. */
export function NoClientsYet({ onAdd }: { onAdd?: () => void }) {
  const { t } = useClientsI18n();
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary">
        <Users aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">{t('empty.title')}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{t('empty.text')}</p>
      {onAdd ? (
        <Button onClick={onAdd}>
          <UserPlus aria-hidden="true" />
          {t('page.add')}
        </Button>
      ) : null}
    </div>
  );
}

export function NoMatchingClients({ onClear }: { onClear: () => void }) {
  const { t } = useClientsI18n();
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">{t('noMatch.title')}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{t('noMatch.text')}</p>
      <Button variant="outline" onClick={onClear}>
        {t('noMatch.clear')}
      </Button>
    </div>
  );
}
