// Loading, error and empty states shared by the report tabs.
import { AlertCircle, BarChart3 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { useAnalyticsI18n } from '#client/lib/app-i18n/analytics-i18n.ts';

export function ReportLoading() {
  const { t } = useAnalyticsI18n();
  return (
    <div className="flex min-h-64 items-center justify-center">
      <Spinner label={t('report.loading')} className="[&_svg]:size-8" />
    </div>
  );
}

export function ReportError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useAnalyticsI18n();
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden="true" />
      <AlertTitle>{t('report.failed')}</AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>{errorMessage(error)}</p>
        <Button variant="outline" size="sm" className="justify-self-start" onClick={onRetry}>
          {t('report.retry')}
        </Button>
      </AlertDescription>
    </Alert>
  );
}

export function EmptyReport({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center">
      <BarChart3 aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-medium">{title}</p>
      {children ? <p className="max-w-md text-sm text-muted-foreground">{children}</p> : null}
    </div>
  );
}
