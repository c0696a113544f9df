// Account actions on /settings: sign out of this device, download everything the account holds (GDPR article 20),
// and delete the account.
import { Download, LogOut, ShieldAlert, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { SettingsSection } from '#client/components/settings-section.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { useAccountI18n } from '#client/lib/app-i18n/account-i18n.ts';
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
  const { t } = useAccountI18n();
  const { user, logoutMutation } = useAuth();
  const [deleting, setDeleting] = useState(false);
  return (
    <SettingsSection id="account" icon={ShieldAlert} title={t('danger.title')} tone="danger">
      <div className="grid gap-6">
        <Row
          title={t('danger.signOutTitle')}
          description={
            user?.email ? t('danger.signOutTextEmail', { email: user.email }) : t('danger.signOutText')
          }
        >
          <Button
            variant="outline"
            onClick={() => logoutMutation.mutate()}
            disabled={logoutMutation.isPending}
          >
            {logoutMutation.isPending ? (
              <Spinner label={t('danger.signingOut')} className="[&_svg]:text-current" />
            ) : (
              <LogOut aria-hidden="true" />
            )}
            {logoutMutation.isPending ? t('danger.signingOutButton') : t('danger.signOut')}
          </Button>
        </Row>
        <Row title={t('danger.export')} description={t('danger.exportText')}>
          <Button variant="outline" asChild>
            <a href="/api/auth/export" download>
              <Download aria-hidden="true" />
              {t('danger.export')}
            </a>
          </Button>
        </Row>
        <Row title={t('delete.action')} description={t('delete.rowText')}>
          <Button variant="destructive" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" />
            {t('delete.action')}
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
