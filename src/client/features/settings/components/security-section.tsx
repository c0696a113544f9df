// Security and privacy on /settings (spec part 2 §2): the password, two-factor and privacy dialogs.
import { KeyRound, Lock, ShieldCheck, UserCog } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { SettingsSection } from '#client/components/settings-section.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { useAccountI18n } from '#client/lib/app-i18n/account-i18n.ts';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { PrivacyDialog } from './privacy-dialog.tsx';
import { TwoFactorDialog } from './two-factor-dialog.tsx';

type Open = 'password' | 'two-factor' | 'privacy' | null;

export function SecuritySection() {
  const { t } = useAccountI18n();
  const { user } = useAuth();
  const [open, setOpen] = useState<Open>(null);
  const twoFactorOn = user?.twoFactorEnabled ?? false;
  const dialog = (name: Exclude<Open, null>) => ({
    open: open === name,
    onOpenChange: (next: boolean) => setOpen(next ? name : null),
  });

  return (
    <SettingsSection
      id="security"
      icon={Lock}
      title={t('security.title')}
      description={t('security.description')}
    >
      <ul className="grid divide-y">
        <Row
          icon={<KeyRound aria-hidden="true" />}
          title={t('security.password')}
          description={t('security.passwordText')}
        >
          <Button variant="outline" onClick={() => setOpen('password')}>
            {t('password.action')}
          </Button>
        </Row>
        <Row
          icon={<ShieldCheck aria-hidden="true" />}
          title={<Label htmlFor="two-factor-switch">{t('security.twoFactor')}</Label>}
          description={twoFactorOn ? t('security.twoFactorOn') : t('security.twoFactorOff')}
        >
          {/* The switch shows the server's state; it opens the dialog that changes it. */}
          <Switch
            id="two-factor-switch"
            checked={twoFactorOn}
            onCheckedChange={() => setOpen('two-factor')}
          />
        </Row>
        <Row
          icon={<UserCog aria-hidden="true" />}
          title={t('security.privacy')}
          description={t('security.privacyText')}
        >
          <Button variant="outline" onClick={() => setOpen('privacy')}>
            {t('security.privacyAction')}
          </Button>
        </Row>
      </ul>
      <ChangePasswordDialog {...dialog('password')} />
      <TwoFactorDialog {...dialog('two-factor')} enabled={twoFactorOn} />
      <PrivacyDialog {...dialog('privacy')} />
    </SettingsSection>
  );
}

function Row({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: ReactNode;
  description: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-0 items-start gap-3">
        <span className="mt-0.5 text-muted-foreground [&_svg]:size-5">{icon}</span>
        <div className="min-w-0">
          <p className="font-medium">{title}</p>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      {children}
    </li>
  );
}
