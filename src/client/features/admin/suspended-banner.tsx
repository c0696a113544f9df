// Shown above every owner page while the platform admin has suspended the owner's business: why its booking page
// is not taking bookings, and where to ask about it, in the app's language (the English is the server's
// SUSPENDED_BANNER_* notice, held to it by suspended-banner.test.tsx).
import { Link } from 'wouter';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { useMyBusiness } from '#client/entities/business/api/get-my-business.ts';
import { useAppI18n } from '#client/lib/app-i18n/app-i18n.ts';

export function SuspendedBanner() {
  const { data: business } = useMyBusiness();
  const { t } = useAppI18n();
  if (business?.status !== 'suspended') return null;
  return (
    <Alert variant="destructive" className="mb-6" data-testid="suspended-banner">
      <AlertTitle>{t('shell.suspended.title')}</AlertTitle>
      <AlertDescription>
        <p>
          {t('shell.suspended.text')}{' '}
          <Link href="/support" className="font-medium underline">
            {t('shell.suspended.support')}
          </Link>
        </p>
      </AlertDescription>
    </Alert>
  );
}
