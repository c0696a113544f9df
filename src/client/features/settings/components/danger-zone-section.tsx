// Account actions on /settings: sign out of this device, download everything the account holds (GDPR article 20),
// and delete the account.
import { Download, LogOut, ShieldAlert, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { SettingsSection } from '#client/components/settings-section.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

function Row({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div className="min-w-0">
        <p className="font-medium">{title}</p>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </div>
  );
}

export function DangerZoneSection() {
  const { user, logoutMutation } = useAuth();
  const [deleting, setDeleting] = useState(false);
  return (
    <SettingsSection id="account" icon={ShieldAlert} title="Danger zone" tone="danger">
      <div className="grid gap-6">
        <Row
          title="Sign out"
          description={`End your session on this device${user?.email ? ` (${user.email})` : ''}.`}
        >
          <Button
            variant="outline"
            onClick={() => logoutMutation.mutate()}
            disabled={logoutMutation.isPending}
          >
            {logoutMutation.isPending ? (
              <Spinner label="Signing out" className="[&_svg]:text-current" />
            ) : (
              <LogOut aria-hidden="true" />
            )}
            {logoutMutation.isPending ? 'Signing Out...' : 'Sign Out'}
          </Button>
        </Row>
        <Row
          title="Export my data"
          description="A JSON file of everything your account holds: business, services, team, clients, bookings and more."
        >
          <Button variant="outline" asChild>
            <a href="/api/auth/export" download>
              <Download aria-hidden="true" />
              Export my data
            </a>
          </Button>
        </Row>
        <Row
          title="Delete account"
          description="Delete your account, your business and all of its data for good."
        >
          <Button variant="destructive" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" />
            Delete account
          </Button>
        </Row>
      </div>
      <DeleteAccountDialog
        open={deleting}
        onOpenChange={setDeleting}
        twoFactorEnabled={Boolean(user?.twoFactorEnabled)}
      />
    </SettingsSection>
  );
}
