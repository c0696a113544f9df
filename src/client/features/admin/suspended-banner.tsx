// Shown above every owner page while the platform admin has suspended the owner's business: why its booking page
// is not taking bookings, and where to ask about it.
import { Link } from 'wouter';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { useMyBusiness } from '#client/entities/business/api/get-my-business.ts';
import { SUSPENDED_BANNER_MESSAGE, SUSPENDED_BANNER_TITLE } from '#shared/schemas/admin.ts';

export function SuspendedBanner() {
  const { data: business } = useMyBusiness();
  if (business?.status !== 'suspended') return null;
  return (
    <Alert variant="destructive" className="mb-6" data-testid="suspended-banner">
      <AlertTitle>{SUSPENDED_BANNER_TITLE}</AlertTitle>
      <AlertDescription>
        <p>
          {SUSPENDED_BANNER_MESSAGE}{' '}
          <Link href="/support" className="font-medium underline">
            Go to Help &amp; Support
          </Link>
        </p>
      </AlertDescription>
    </Alert>
  );
}
