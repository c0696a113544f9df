// Where the owner is signed in: device, approximate network, when it began and was last seen, this device marked;
// 'Sign out' per other session and 'Sign out everywhere else'.
import { MonitorSmartphone } from 'lucide-react';
import { SettingsSection } from '#client/components/settings-section.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { formatInstant } from '#client/lib/format.ts';
import { useRevokeSession, useSessions, useSignOutOtherSessions } from '../api/account.ts';

/** `timeZone`: the business's, or the browser's before there is a business. */
export function SessionsSection({ timeZone }: { timeZone: string }) {
  const when = (iso: string) => formatInstant(iso, timeZone);
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const signOutOthers = useSignOutOtherSessions();
  const failed = (error: unknown) =>
    toast({ title: 'Sign out failed', description: errorMessage(error), variant: 'destructive' });
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  return (
    <SettingsSection
      id="sessions"
      icon={MonitorSmartphone}
      title="Where you're signed in"
      description="Sign out any device you don't recognise."
      actions={
        others > 0 ? (
          <Button
            variant="outline"
            size="sm"
            disabled={signOutOthers.isPending}
            onClick={() =>
              signOutOthers.mutate(undefined, {
                onSuccess: () => toast({ title: 'Signed out everywhere else' }),
                onError: failed,
              })
            }
          >
            Sign out everywhere else
          </Button>
        ) : null
      }
    >
      {sessions.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label="Loading sessions" />
        </div>
      ) : sessions.isError ? (
        <p className="text-sm text-destructive">{errorMessage(sessions.error)}</p>
      ) : (
        <ul className="grid divide-y" aria-label="Signed-in devices">
          {sessions.data.map((session) => (
            <li
              key={session.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {session.device}
                  {session.current ? <Badge variant="secondary">This device</Badge> : null}
                </p>
                <p className="text-sm text-muted-foreground">{session.place}</p>
                <p className="text-xs text-muted-foreground">
                  Signed in {when(session.createdAt)} · last seen {when(session.lastSeenAt)}
                </p>
              </div>
              {session.current ? null : (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Sign out ${session.device}, ${session.place}`}
                  disabled={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(session.id, {
                      onSuccess: () => toast({ title: 'Signed out', description: session.device }),
                      onError: failed,
                    })
                  }
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
