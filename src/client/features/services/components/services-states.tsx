// The services page's non-list states: no business yet, loading, load failure and no services.
import { AlertCircle, Plus, Scissors, Store } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { useServicesI18n } from '#client/lib/app-i18n/services-i18n.ts';

export function ServicesEmptyState({ onAdd }: { onAdd: () => void }) {
  const { t } = useServicesI18n();
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-14 text-center">
      <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Scissors className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">{t('page.empty.title')}</h2>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{t('page.empty.text')}</p>
      <Button className="mt-6" onClick={onAdd}>
        <Plus aria-hidden="true" />
        {t('page.empty.action')}
      </Button>
    </div>
  );
}

export function NoBusinessState() {
  const { t } = useServicesI18n();
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-14 text-center">
      <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Store className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">{t('page.noBusiness.title')}</h2>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{t('page.noBusiness.text')}</p>
      <Button className="mt-6" asChild>
        <Link href={paths.registerBusiness}>{t('page.noBusiness.action')}</Link>
      </Button>
    </div>
  );
}

export function ServicesSkeleton() {
  const { t } = useServicesI18n();
  return (
    <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label={t('page.loading')}>
      {[0, 1, 2].map((n) => (
        <li key={n} className="overflow-hidden rounded-xl border bg-card">
          <div className="aspect-[16/9] animate-pulse bg-muted" />
          <div className="grid gap-3 p-4">
            <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
            <div className="h-3 w-full animate-pulse rounded bg-muted" />
            <div className="h-3 w-1/3 animate-pulse rounded bg-muted" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ServicesLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useServicesI18n();
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden="true" />
      <AlertTitle>{t('page.loadFailed')}</AlertTitle>
      <AlertDescription>
        <p>{errorMessage(error)}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          {t('page.retry')}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
