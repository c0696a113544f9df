// The dashboard's non-data states (spec part 1 §2, §8): loading, load error and the no-business prompt.
import { Store } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { LoadErrorPage } from '#client/components/load-error-page.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAppI18n } from '#client/lib/app-i18n/app-i18n.ts';

export function DashboardLoading() {
  const { t } = useAppI18n();
  return (
    <div className="flex min-h-[50dvh] flex-col items-center justify-center gap-3 text-muted-foreground">
      <Spinner label={t('dashboard.loadingLabel')} className="[&_svg]:size-8" />
      <p>{t('dashboard.loading')}</p>
    </div>
  );
}

export function DashboardError() {
  const { t } = useAppI18n();
  return <LoadErrorPage title={t('dashboard.loadFailed')} />;
}

export function NoBusinessPrompt({ firstName }: { firstName?: string | null }) {
  const { t } = useAppI18n();
  return (
    <div className="flex min-h-[50dvh] items-center justify-center">
      <Card className="w-full max-w-lg">
        <CardContent className="grid justify-items-center gap-4 p-8 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-accent text-primary">
            <Store aria-hidden="true" className="size-7" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">
            {firstName ? t('dashboard.welcomeName', { name: firstName }) : t('dashboard.welcome')}
          </h1>
          <p className="text-muted-foreground">{t('dashboard.setUp')}</p>
          <Button asChild size="lg">
            <Link href={paths.registerBusiness}>{t('dashboard.createBusiness')}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
