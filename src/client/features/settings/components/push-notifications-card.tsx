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
import {
  currentPermission,
  currentSubscription,
  type PushPermission,
  pushSupported,
  sendTestPush,
  subscribeToPush,
  unsubscribeFromPush,
} from '../push-notifications.ts';

const PERMISSION_LABEL: Record<PushPermission, string> = {
  default: 'Not Set',
  granted: 'Enabled',
  denied: 'Blocked',
};

export function PushNotificationsCard() {
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
      toast({ title: 'Notifications Enabled', description: 'This device will be alerted to new bookings.' });
    } catch {
      toast({
        title: 'Failed to Enable Notifications',
        description: 'Please check your browser settings and try again.',
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
      toast({ title: 'Notifications Disabled', description: 'This device will no longer be alerted.' });
    } catch {
      toast({ title: 'Failed to Disable Notifications', variant: 'destructive' });
    } finally {
      setConfirmOff(false);
      setPending(null);
    }
  };

  const test = async () => {
    setPending('test');
    try {
      await sendTestPush();
      toast({ title: 'Test Notification Sent', description: 'It should appear on this device in a moment.' });
    } catch {
      toast({
        title: 'Test Failed',
        description: 'Unable to send test notification.',
        variant: 'destructive',
      });
    } finally {
      setPending(null);
    }
  };

  return (
    <SettingsSection
      id="push"
      icon={BellRing}
      title="Push Notifications"
      description="Get an alert on this device when a client books, reschedules or cancels."
    >
      {!supported ? (
        <p className="text-sm text-muted-foreground">Push notifications are not supported in this browser.</p>
      ) : (
        <div className="grid gap-4">
          <div className="flex items-center justify-between gap-4">
            <div className="grid gap-1">
              <Label htmlFor="push-toggle">Notifications on this device</Label>
              <p className="text-sm text-muted-foreground">
                Permission: <span data-testid="push-permission">{PERMISSION_LABEL[permission]}</span>
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
              Notifications are blocked. Please enable them in your browser settings and refresh the page.
            </p>
          ) : null}
          {subscribed ? (
            <div>
              <Button variant="outline" size="sm" disabled={pending !== null} onClick={() => void test()}>
                {pending === 'test' ? 'Sending...' : 'Send Test Notification'}
              </Button>
            </div>
          ) : null}
        </div>
      )}
      <ConfirmDialog
        open={confirmOff}
        onOpenChange={setConfirmOff}
        title="Turn off push notifications?"
        description="This device will stop receiving alerts about bookings. You can turn them on again at any time."
        confirmLabel="Turn Off"
        pendingLabel="Turning off..."
        pending={pending === 'toggle'}
        onConfirm={() => void disable()}
      />
    </SettingsSection>
  );
}
