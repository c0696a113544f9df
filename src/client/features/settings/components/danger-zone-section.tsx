// Account actions on /settings. Signing out ends this device's session and returns to the home page.
import { LogOut, ShieldAlert } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from '#client/features/auth/auth-context.tsx';
import { SettingsSection } from './settings-section.tsx';

export function DangerZoneSection() {
  const { user, logoutMutation } = useAuth();
  return (
    <SettingsSection id="account" icon={ShieldAlert} title="Danger zone" tone="danger">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="min-w-0">
          <p className="font-medium">Sign out</p>
          <p className="text-sm text-muted-foreground">
            End your session on this device{user?.email ? ` (${user.email})` : ''}.
          </p>
        </div>
        <Button variant="outline" onClick={() => logoutMutation.mutate()} disabled={logoutMutation.isPending}>
          {logoutMutation.isPending ? (
            <Spinner label="Signing out" className="[&_svg]:text-current" />
          ) : (
            <LogOut aria-hidden="true" />
          )}
          {logoutMutation.isPending ? 'Signing Out...' : 'Sign Out'}
        </Button>
      </div>
    </SettingsSection>
  );
}
