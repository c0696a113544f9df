// Where the owner is signed in: device, approximate network, when it began and was last seen, this device marked;
// 'Sign out' per other session and 'Sign out everywhere else'. The server names a device and its network in
// English (account/device.ts); they are said again in the app's language from those few shapes.
import { MonitorSmartphone } from 'lucide-react';
import { SettingsSection } from '#client/components/settings-section.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useAccountI18n } from '#client/lib/app-i18n/account-i18n.ts';
import { instantFormats } from '#client/lib/app-i18n/app-i18n.ts';
import { useRevokeSession, useSessions, useSignOutOtherSessions } from '../api/account.ts';

type T = ReturnType<typeof useAccountI18n>['t'];

/** 'Chrome on Windows' → 'Chrome auf Windows'; a lone browser or system's name stays as it is. */
export function deviceLabel(device: string, t: T): string {
  if (device === 'Unknown device') return t('device.unknown');
  const [browser, system] = device.split(' on ');
  return browser && system ? t('device.on', { browser, system }) : device;
}

/** 'Network 203.0.113.x', 'Private network', 'This computer', 'Unknown network' in the app's language. */
export function placeLabel(place: string, t: T): string {
  if (place === 'This computer') return t('place.thisComputer');
  if (place === 'Private network') return t('place.private');
  if (place === 'Unknown network') return t('place.unknown');
  return place.startsWith('Network ') ? t('place.network', { address: place.slice(8) }) : place;
}

/** `timeZone`: the business's, or the browser's before there is a business. */
export function SessionsSection({ timeZone }: { timeZone: string }) {
  const { t, intl } = useAccountI18n();
  const { when: whenIn } = instantFormats(intl, (parts) => t('when.at', parts));
  const when = (iso: string) => whenIn(iso, timeZone);
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const signOutOthers = useSignOutOtherSessions();
  const failed = (error: unknown) =>
    toast({ title: t('sessions.failed'), description: errorMessage(error), variant: 'destructive' });
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  return (
    <SettingsSection
      id="sessions"
      icon={MonitorSmartphone}
      title={t('sessions.title')}
      description={t('sessions.description')}
      actions={
        others > 0 ? (
          <Button
            variant="outline"
            size="sm"
            disabled={signOutOthers.isPending}
            onClick={() =>
              signOutOthers.mutate(undefined, {
                onSuccess: () => toast({ title: t('sessions.signedOutOthers') }),
                onError: failed,
              })
            }
          >
            {t('sessions.signOutOthers')}
          </Button>
        ) : null
      }
    >
      {sessions.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label={t('sessions.loading')} />
        </div>
      ) : sessions.isError ? (
        <p className="text-sm text-destructive">{errorMessage(sessions.error)}</p>
      ) : (
        <ul className="grid divide-y" aria-label={t('sessions.list')}>
          {sessions.data.map((session) => {
            const device = deviceLabel(session.device, t);
            const place = placeLabel(session.place, t);
            return (
              <li
                key={session.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {device}
                    {session.current ? <Badge variant="secondary">{t('sessions.thisDevice')}</Badge> : null}
                  </p>
                  <p className="text-sm text-muted-foreground">{place}</p>
                  <p className="text-xs text-muted-foreground">
                    {t('sessions.times', {
                      signedIn: when(session.createdAt),
                      lastSeen: when(session.lastSeenAt),
                    })}
                  </p>
                </div>
                {session.current ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('sessions.signOutLabel', { device, place })}
                    disabled={revoke.isPending}
                    onClick={() =>
                      revoke.mutate(session.id, {
                        onSuccess: () => toast({ title: t('sessions.signedOut'), description: device }),
                        onError: failed,
                      })
                    }
                  >
                    {t('sessions.signOut')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </SettingsSection>
  );
}
