// Security and privacy on /settings (spec part 2 §2): the password, two-factor and privacy dialogs.
import { KeyRound, Lock, ShieldCheck, UserCog } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { SettingsSection } from '#client/components/settings-section.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { PrivacyDialog } from './privacy-dialog.tsx';
import { TwoFactorDialog } from './two-factor-dialog.tsx';

type Open = 'password' | 'two-factor' | 'privacy' | null;

export function SecuritySection() {
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
      title="Security and privacy"
      description="Keep your account, and your clients' details, safe."
    >
      <ul className="grid divide-y">
        <Row
          icon={<KeyRound aria-hidden="true" />}
          title="Password"
          description="Change the password you sign in with."
        >
          <Button variant="outline" onClick={() => setOpen('password')}>
            Change Password
          </Button>
        </Row>
        <Row
          icon={<ShieldCheck aria-hidden="true" />}
          title={<Label htmlFor="two-factor-switch">Two-factor authentication</Label>}
          description={
            twoFactorOn
              ? 'On: signing in needs a code from your authenticator app.'
              : 'Off: add a code from an authenticator app to every sign-in.'
          }
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
          title="Privacy"
          description="Profile visibility and how your data is used."
        >
          <Button variant="outline" onClick={() => setOpen('privacy')}>
            Privacy Settings
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
