// One member's calendar connection: paste a calendar's secret iCal address, or give a CalDAV calendar's address,
// user name and app password; afterwards the masked address, when it was last synced, the last error in plain
// words, the next try, 'Refresh now', another calendar or disconnect. In the app's language (the settings
// catalog); the calendar server's own error stays as it gave it.
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
import { formatCount } from '#client/lib/app-i18n/app-i18n.ts';
import { useSettingsI18n } from '#client/lib/app-i18n/settings-i18n.ts';
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
import { CALENDAR_FORM_MESSAGES } from '../calendar-connection-messages.ts';

/** A form message in the app's language: the shared schema's English by its catalog id. */
function useFormMessage() {
  const { t } = useSettingsI18n();
  return (message: string | undefined) => {
    const id = message === undefined ? undefined : CALENDAR_FORM_MESSAGES[message];
    return id ? t(id) : message;
  };
}

export function CalendarConnectionDialog({
  member,
  timeZone,
  onOpenChange,
}: {
  member: TeamMember | null;
  timeZone: string;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useSettingsI18n();
  return (
    <Dialog open={member !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg" closeLabel={t('dialog.close')}>
        <DialogHeader>
          <DialogTitle>
            {member ? t('calendar.title', { name: member.name }) : t('member.calendar')}
          </DialogTitle>
          <DialogDescription>{t('calendar.text')}</DialogDescription>
        </DialogHeader>
        {member ? <CalendarPanel member={member} timeZone={timeZone} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CalendarPanel({ member, timeZone }: { member: TeamMember; timeZone: string }) {
  const { t } = useSettingsI18n();
  const state = useCalendarConnection(member.id);
  if (state.isPending) return <Spinner label={t('calendar.loading')} />;
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
  const { t, intl } = useSettingsI18n();
  const refresh = useRefreshCalendar(member.id);
  const disconnect = useDisconnectCalendar(member.id);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
      new Date(iso),
    );
  return (
    <section aria-label={t('calendar.status')} className="grid gap-3 rounded-lg border p-4">
      <p className="flex items-center gap-2 text-sm font-medium">
        <CalendarSync className="size-4" aria-hidden="true" />
        {t('calendar.connected')}
        <span className="font-mono text-xs" dir="ltr">
          {connection.addressHint}
        </span>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('calendar.lastSynced')}</dt>
        <dd>{connection.lastSyncedAt ? when(connection.lastSyncedAt) : t('calendar.notYet')}</dd>
        <dt className="text-muted-foreground">{t('calendar.busyTimes')}</dt>
        <dd>
          {t('calendar.busyCount', {
            count: connection.busyCount,
            shown: formatCount(connection.busyCount, intl),
          })}
          {connection.lastError && connection.lastSyncedAt ? t('calendar.fromLastSync') : ''}
        </dd>
        <dt className="text-muted-foreground">{t('calendar.nextTry')}</dt>
        <dd>{when(connection.nextSyncAt)}</dd>
      </dl>
      {connection.lastError ? (
        <Alert variant="destructive" role="status" className="text-red-700">
          <AlertDescription className="opacity-100">
            <span className="font-medium">
              {connection.lastErrorAt
                ? t('calendar.lastErrorAt', { when: when(connection.lastErrorAt) })
                : t('calendar.lastError')}
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
              onSuccess: () => toast({ title: t('calendar.disconnected') }),
              onError: (error) =>
                toast({
                  title: t('common.error'),
                  description: withServerMessage(t('calendar.disconnectFailed'), error),
                  variant: 'destructive',
                }),
            })
          }
        >
          <Unlink aria-hidden="true" />
          {t('calendar.disconnect')}
        </Button>
        <Button
          size="sm"
          disabled={refresh.isPending}
          onClick={() =>
            refresh.mutate(undefined, {
              onError: (error) =>
                toast({
                  title: t('common.error'),
                  description: withServerMessage(t('calendar.refreshFailed'), error),
                  variant: 'destructive',
                }),
            })
          }
        >
          {refresh.isPending ? (
            <Spinner label={t('calendar.refreshing')} className="[&_svg]:text-current" />
          ) : (
            <RefreshCw aria-hidden="true" />
          )}
          {refresh.isPending ? t('calendar.refreshPending') : t('calendar.refresh')}
        </Button>
      </div>
    </section>
  );
}

/** Connects the member's calendar with `input`, with the toasts both kinds of form show; `done` resets the form. */
function useConnect(member: TeamMember) {
  const { t } = useSettingsI18n();
  const connect = useConnectCalendar(member.id);
  const submit = (input: ConnectCalendarInput, done: () => void) =>
    connect.mutate(input, {
      onSuccess: (state) => {
        done();
        toast({
          title: t('calendar.connectedToast'),
          description: state.connection?.lastError
            ? t('calendar.savedNotSynced')
            : input.kind === 'caldav'
              ? t('calendar.blocksAndWrites', { name: member.name })
              : t('calendar.blocks', { name: member.name }),
        });
      },
      onError: (error) =>
        toast({
          title: t('common.error'),
          description: withServerMessage(t('calendar.connectFailed'), error),
          variant: 'destructive',
        }),
    });
  return { submit, pending: connect.isPending };
}

function ConnectButton({ pending, replacing }: { pending: boolean; replacing: boolean }) {
  const { t } = useSettingsI18n();
  return (
    <Button type="submit" disabled={pending} className="justify-self-end">
      {pending ? <Spinner label={t('calendar.connecting')} className="[&_svg]:text-current" /> : null}
      {pending ? t('calendar.connectPending') : replacing ? t('calendar.replace') : t('calendar.connect')}
    </Button>
  );
}

/** A calendar's address: typed as a URL, never corrected or remembered by the browser. */
function AddressInput(props: ComponentProps<typeof Input>) {
  return <Input type="url" inputMode="url" autoComplete="off" spellCheck={false} {...props} />;
}

function AddressForm({ member, replacing }: { member: TeamMember; replacing: boolean }) {
  const { t } = useSettingsI18n();
  return (
    <Tabs defaultValue="ics" className="grid gap-3">
      <TabsList aria-label={t('calendar.kinds')}>
        <TabsTrigger value="ics">{t('calendar.ics')}</TabsTrigger>
        <TabsTrigger value="caldav">{t('calendar.caldav')}</TabsTrigger>
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
  const { t } = useSettingsI18n();
  const said = useFormMessage();
  const connect = useConnect(member);
  const form = useForm<IcsInput>({ resolver: zodResolver(icsInputSchema), defaultValues: { url: '' } });
  const submit = form.handleSubmit((input) => connect.submit(input, () => form.reset({ url: '' })));
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={replacing ? t('calendar.ics.replaceForm') : t('calendar.ics.form')}
      className="grid gap-4 rounded-lg bg-muted/50 p-4"
    >
      <FormField
        label={replacing ? t('calendar.ics.newAddress') : t('calendar.ics.address')}
        error={said(form.formState.errors.url?.message)}
        hint={t('calendar.ics.hint')}
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
  const { t } = useSettingsI18n();
  const said = useFormMessage();
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
      aria-label={replacing ? t('calendar.caldav.replaceForm') : t('calendar.caldav.form')}
      className="grid gap-4 rounded-lg bg-muted/50 p-4"
    >
      <p className="text-sm text-muted-foreground">{t('calendar.caldav.text', { name: member.name })}</p>
      <FormField
        label={t('calendar.caldav.address')}
        error={said(errors.url?.message)}
        hint={t('calendar.caldav.addressHint')}
      >
        {(control) => (
          <AddressInput
            {...control}
            placeholder="https://caldav.example.com/calendars/maya/work/"
            {...form.register('url')}
          />
        )}
      </FormField>
      <FormField label={t('calendar.caldav.username')} error={said(errors.username?.message)}>
        {(control) => (
          <Input {...control} autoComplete="off" spellCheck={false} {...form.register('username')} />
        )}
      </FormField>
      <FormField
        label={t('calendar.caldav.password')}
        error={said(errors.password?.message)}
        hint={t('calendar.caldav.passwordHint')}
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />
        )}
      </FormField>
      <ConnectButton pending={connect.pending} replacing={replacing} />
    </form>
  );
}
