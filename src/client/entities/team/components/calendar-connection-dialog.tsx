// One member's calendar connection: paste a calendar's secret iCal address, or give a CalDAV calendar's address,
// user name and app password; afterwards the masked address, when it was last synced, the last error in plain
// words, the next try, 'Refresh now', another calendar or disconnect.
import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarSync, RefreshCw, Unlink } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, AlertDescription } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useConnectCalendar } from '#client/entities/team/api/connect-calendar.ts';
import { useDisconnectCalendar } from '#client/entities/team/api/disconnect-calendar.ts';
import { useCalendarConnection } from '#client/entities/team/api/get-calendar-connection.ts';
import { useRefreshCalendar } from '#client/entities/team/api/refresh-calendar.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { withServerMessage } from '#client/lib/server-issues.ts';
import {
  type CaldavInput,
  type CalendarConnection,
  type ConnectCalendarInput,
  caldavInputSchema,
  type IcsInput,
  icsInputSchema,
} from '#shared/schemas/calendar-connection.ts';
import type { TeamMember } from '#shared/schemas/team.ts';

export function CalendarConnectionDialog({
  member,
  timeZone,
  onOpenChange,
}: {
  member: TeamMember | null;
  timeZone: string;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={member !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Calendar{member ? ` for ${member.name}` : ''}</DialogTitle>
          <DialogDescription>
            Busy times in their own calendar (Google, Apple, Outlook or any CalDAV calendar) keep clients from
            booking them then. Bookwell reads it every 5 minutes; a CalDAV calendar also gets their bookings.
          </DialogDescription>
        </DialogHeader>
        {member ? <CalendarPanel member={member} timeZone={timeZone} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CalendarPanel({ member, timeZone }: { member: TeamMember; timeZone: string }) {
  const state = useCalendarConnection(member.id);
  if (state.isPending) return <Spinner label="Loading calendar connection" />;
  if (state.isError) return <p className="text-sm text-destructive">{errorMessage(state.error)}</p>;
  const { connection } = state.data;
  return (
    <div className="grid gap-5">
      {connection ? <SyncStatus member={member} connection={connection} timeZone={timeZone} /> : null}
      <AddressForm member={member} replacing={connection !== null} />
    </div>
  );
}

function SyncStatus({
  member,
  connection,
  timeZone,
}: {
  member: TeamMember;
  connection: CalendarConnection;
  timeZone: string;
}) {
  const refresh = useRefreshCalendar(member.id);
  const disconnect = useDisconnectCalendar(member.id);
  const when = (iso: string) =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
      new Date(iso),
    );
  return (
    <section aria-label="Sync status" className="grid gap-3 rounded-lg border p-4">
      <p className="flex items-center gap-2 text-sm font-medium">
        <CalendarSync className="size-4" aria-hidden="true" />
        Connected: <span className="font-mono text-xs">{connection.addressHint}</span>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Last synced</dt>
        <dd>{connection.lastSyncedAt ? when(connection.lastSyncedAt) : 'Not yet'}</dd>
        <dt className="text-muted-foreground">Busy times</dt>
        <dd>
          {connection.busyCount} in the next 12 months
          {connection.lastError && connection.lastSyncedAt ? ' (from the last successful sync)' : ''}
        </dd>
        <dt className="text-muted-foreground">Next try</dt>
        <dd>{when(connection.nextSyncAt)}</dd>
      </dl>
      {connection.lastError ? (
        <Alert variant="destructive" role="status" className="text-red-700">
          <AlertDescription className="opacity-100">
            <span className="font-medium">
              Last error{connection.lastErrorAt ? ` (${when(connection.lastErrorAt)})` : ''}:
            </span>{' '}
            {connection.lastError}
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={disconnect.isPending}
          onClick={() =>
            disconnect.mutate(undefined, {
              onSuccess: () => toast({ title: 'Calendar disconnected' }),
              onError: (error) =>
                toast({
                  title: 'Error',
                  description: withServerMessage('Failed to disconnect the calendar', error),
                  variant: 'destructive',
                }),
            })
          }
        >
          <Unlink aria-hidden="true" />
          Disconnect
        </Button>
        <Button
          size="sm"
          disabled={refresh.isPending}
          onClick={() =>
            refresh.mutate(undefined, {
              onError: (error) =>
                toast({
                  title: 'Error',
                  description: withServerMessage('Failed to refresh the calendar', error),
                  variant: 'destructive',
                }),
            })
          }
        >
          {refresh.isPending ? (
            <Spinner label="Refreshing" className="[&_svg]:text-current" />
          ) : (
            <RefreshCw aria-hidden="true" />
          )}
          {refresh.isPending ? 'Refreshing...' : 'Refresh now'}
        </Button>
      </div>
    </section>
  );
}

/** Connects the member's calendar with `input`, with the toasts both kinds of form show; `done` resets the form. */
function useConnect(member: TeamMember) {
  const connect = useConnectCalendar(member.id);
  const submit = (input: ConnectCalendarInput, done: () => void) =>
    connect.mutate(input, {
      onSuccess: (state) => {
        done();
        toast({
          title: 'Calendar connected',
          description: state.connection?.lastError
            ? 'It is saved, but could not be synced yet. See the error above.'
            : input.kind === 'caldav'
              ? `${member.name}'s busy times now block their availability, and their bookings appear in it.`
              : `${member.name}'s busy times now block their availability.`,
        });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: withServerMessage('Failed to connect the calendar', error),
          variant: 'destructive',
        }),
    });
  return { submit, pending: connect.isPending };
}

function ConnectButton({ pending, replacing }: { pending: boolean; replacing: boolean }) {
  return (
    <Button type="submit" disabled={pending} className="justify-self-end">
      {pending ? <Spinner label="Connecting" className="[&_svg]:text-current" /> : null}
      {pending ? 'Connecting...' : replacing ? 'Replace calendar' : 'Connect calendar'}
    </Button>
  );
}

/** A calendar's address: typed as a URL, never corrected or remembered by the browser. */
function AddressInput(props: ComponentProps<typeof Input>) {
  return <Input type="url" inputMode="url" autoComplete="off" spellCheck={false} {...props} />;
}

function AddressForm({ member, replacing }: { member: TeamMember; replacing: boolean }) {
  return (
    <Tabs defaultValue="ics" className="grid gap-3">
      <TabsList aria-label="Kind of calendar">
        <TabsTrigger value="ics">iCal address (read-only)</TabsTrigger>
        <TabsTrigger value="caldav">CalDAV (two-way)</TabsTrigger>
      </TabsList>
      <TabsContent value="ics">
        <IcsForm member={member} replacing={replacing} />
      </TabsContent>
      <TabsContent value="caldav">
        <CaldavForm member={member} replacing={replacing} />
      </TabsContent>
    </Tabs>
  );
}

function IcsForm({ member, replacing }: { member: TeamMember; replacing: boolean }) {
  const connect = useConnect(member);
  const form = useForm<IcsInput>({ resolver: zodResolver(icsInputSchema), defaultValues: { url: '' } });
  const submit = form.handleSubmit((input) => connect.submit(input, () => form.reset({ url: '' })));
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={replacing ? 'Replace calendar address' : 'Connect a calendar'}
      className="grid gap-4 rounded-lg bg-muted/50 p-4"
    >
      <FormField
        label={replacing ? 'New secret address (iCal format)' : 'Secret address (iCal format)'}
        error={form.formState.errors.url?.message}
        hint="Google Calendar: Settings, the calendar, 'Secret address in iCal format'. Apple iCloud: share the calendar as a public calendar. Outlook: Settings, Shared calendars, Publish a calendar, the ICS link."
      >
        {(control) => (
          <AddressInput
            {...control}
            placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
            {...form.register('url')}
          />
        )}
      </FormField>
      <ConnectButton pending={connect.pending} replacing={replacing} />
    </form>
  );
}

const EMPTY_CALDAV: CaldavInput = { kind: 'caldav', url: '', username: '', password: '' };

function CaldavForm({ member, replacing }: { member: TeamMember; replacing: boolean }) {
  const connect = useConnect(member);
  const form = useForm<CaldavInput>({
    resolver: zodResolver(caldavInputSchema),
    defaultValues: EMPTY_CALDAV,
  });
  const submit = form.handleSubmit((input) => connect.submit(input, () => form.reset(EMPTY_CALDAV)));
  const { errors } = form.formState;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={replacing ? 'Replace with a CalDAV calendar' : 'Connect a CalDAV calendar'}
      className="grid gap-4 rounded-lg bg-muted/50 p-4"
    >
      <p className="text-sm text-muted-foreground">
        Two-way: busy times block bookings, and each of {member.name}'s bookings is written to the calendar
        (the service and the client's first name only). Apple iCloud, Fastmail, Nextcloud and other CalDAV
        calendars.
      </p>
      <FormField
        label="Calendar address (CalDAV)"
        error={errors.url?.message}
        hint="The address of the calendar itself, as your calendar provider shows it for CalDAV."
      >
        {(control) => (
          <AddressInput
            {...control}
            placeholder="https://caldav.example.com/calendars/maya/work/"
            {...form.register('url')}
          />
        )}
      </FormField>
      <FormField label="User name" error={errors.username?.message}>
        {(control) => (
          <Input {...control} autoComplete="off" spellCheck={false} {...form.register('username')} />
        )}
      </FormField>
      <FormField
        label="App password"
        error={errors.password?.message}
        hint="Make an app password for Bookwell in your calendar account's security settings; it is stored encrypted."
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />
        )}
      </FormField>
      <ConnectButton pending={connect.pending} replacing={replacing} />
    </form>
  );
}
