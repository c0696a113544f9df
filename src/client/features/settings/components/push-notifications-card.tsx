// Push notification settings card (spec part 1 §2, PUSH-01…27): the browser's permission (Not Set, Enabled,
// Blocked), a toggle that subscribes or, after a confirm dialog, unsubscribes this device, and a test button
// while subscribed.
import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SettingsSection } from '#client/components/settings-section.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { useSettingsI18n } from '#client/lib/app-i18n/settings-i18n.ts';
import {
  currentPermission,
  currentSubscription,
  type PushPermission,
  pushSupported,
  sendTestPush,
  subscribeToPush,
  unsubscribeFromPush,
} from '../push-notifications.ts';

export function PushNotificationsCard() {
  const { t } = useSettingsI18n();
  const { user } = useAuth();
  const supported = pushSupported();
  const [permission, setPermission] = useState<PushPermission>(currentPermission);
  const [subscribed, setSubscribed] = useState(false);
  const [pending, setPending] = useState<'toggle' | 'test' | null>(null);
  const [confirmOff, setConfirmOff] = useState(false);

  useEffect(() => {
    if (!supported) return;
    let current = true;
    currentSubscription().then(
      (subscription) => current && setSubscribed(subscription !== null),
      (error: unknown) => console.error('Could not read the push subscription', error),
    );
    return () => {
      current = false;
    };
  }, [supported]);

  const enable = async () => {
    setPending('toggle');
    try {
      await subscribeToPush(Boolean(user));
      setSubscribed(true);
      toast({ title: t('push.enabled'), description: t('push.enabledText') });
    } catch {
      toast({
        title: t('push.enableFailed'),
        description: t('push.enableFailedText'),
        variant: 'destructive',
      });
    } finally {
      setPermission(currentPermission());
      setPending(null);
    }
  };

  const disable = async () => {
    setPending('toggle');
    try {
      await unsubscribeFromPush();
      setSubscribed(false);
      toast({ title: t('push.disabled'), description: t('push.disabledText') });
    } catch {
      toast({ title: t('push.disableFailed'), variant: 'destructive' });
    } finally {
      setConfirmOff(false);
      setPending(null);
    }
  };

  const test = async () => {
    setPending('test');
    try {
      await sendTestPush();
      toast({ title: t('push.testSent'), description: t('push.testSentText') });
    } catch {
      toast({
        title: t('push.testFailed'),
        description: t('push.testFailedText'),
        variant: 'destructive',
      });
    } finally {
      setPending(null);
    }
  };

  return (
    <SettingsSection id="push" icon={BellRing} title={t('push.title')} description={t('push.description')}>
      {!supported ? (
        <p className="text-sm text-muted-foreground">{t('push.unsupported')}</p>
      ) : (
        <div className="grid gap-4">
          <div className="flex items-center justify-between gap-4">
            <div className="grid gap-1">
              <Label htmlFor="push-toggle">{t('push.device')}</Label>
              <p className="text-sm text-muted-foreground">
                {t('push.permission')}
                <span data-testid="push-permission">{t(`push.permission.${permission}`)}</span>
              </p>
            </div>
            <Switch
              id="push-toggle"
              checked={subscribed}
              disabled={permission === 'denied' || pending !== null}
              onCheckedChange={(checked) => (checked ? void enable() : setConfirmOff(true))}
            />
          </div>
          {permission === 'denied' ? (
            <p role="alert" className="text-sm text-destructive">
              {t('push.blocked')}
            </p>
          ) : null}
          {subscribed ? (
            <div>
              <Button variant="outline" size="sm" disabled={pending !== null} onClick={() => void test()}>
                {pending === 'test' ? t('push.sending') : t('push.test')}
              </Button>
            </div>
          ) : null}
        </div>
      )}
      <ConfirmDialog
        open={confirmOff}
        onOpenChange={setConfirmOff}
        title={t('push.confirm.title')}
        description={t('push.confirm.text')}
        confirmLabel={t('push.confirm.action')}
        pendingLabel={t('push.confirm.pending')}
        cancelLabel={t('common.cancel')}
        pending={pending === 'toggle'}
        onConfirm={() => void disable()}
      />
    </SettingsSection>
  );
}
