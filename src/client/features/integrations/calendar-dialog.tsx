// Google Calendar, Outlook and Apple Calendar: the business's calendar subscription address (the calendar feed of
// Settings → Calendar feeds, made here if there is none yet) with a copy button and that calendar's steps.
import { Button } from '#client/components/ui/button.tsx';
import { CopyButton } from '#client/components/ui/copy-button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { feedAddress, useCalendarFeeds, useRenewFeed } from '#client/entities/calendar-feeds/api.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { type IntegrationsMessageId, useIntegrationsI18n } from '#client/lib/app-i18n/integrations-i18n.ts';
import type { IntegrationEntry } from '#shared/domain/integrations.ts';
import { useConnectionToasts } from './use-connection-toasts.ts';

/** The calendars whose steps the catalog holds ('calendar.step.{id}.1' to '3'). */
const STEPS = new Set(['googlecalendar', 'outlook', 'applecalendar']);

export function CalendarDialog({
  entry,
  connected,
  open,
  onOpenChange,
}: {
  entry: IntegrationEntry;
  connected: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const feeds = useCalendarFeeds();
  const { t } = useIntegrationsI18n();
  const name = { name: entry.name };
  const renew = useRenewFeed();
  const { run, mutation } = useConnectionToasts(entry);
  const path = feeds.data?.business.path;
  const url = feedAddress(path);
  const makeAddress = () => renew.mutate({ memberId: null });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('dialog.close')}>
        <DialogHeader>
          <DialogTitle>{connected ? entry.name : t('dialog.connect', name)}</DialogTitle>
          <DialogDescription>{t('calendar.description', name)}</DialogDescription>
        </DialogHeader>
        {feeds.isPending ? (
          <Spinner label={t('calendar.loading')} />
        ) : feeds.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(feeds.error)}
          </p>
        ) : url ? (
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <output
              aria-label={t('calendar.address')}
              className="min-w-0 flex-1 truncate rounded-md bg-muted/60 px-3 py-2 font-mono text-xs"
            >
              {url}
            </output>
            <CopyButton
              text={url}
              what={t('calendar.copyWhat')}
              labels={{ copy: t('copy.copy'), copied: t('copy.copied') }}
            />
          </div>
        ) : (
          <div>
            <Button variant="outline" size="sm" onClick={makeAddress} disabled={renew.isPending}>
              {t('calendar.make')}
            </Button>
          </div>
        )}
        <ol className="grid list-decimal gap-1 ps-5 text-sm">
          {STEPS.has(entry.id)
            ? [1, 2, 3].map((step) => (
                <li key={step}>{t(`calendar.step.${entry.id}.${step}` as IntegrationsMessageId)}</li>
              ))
            : null}
        </ol>
        <DialogFooter>
          {connected ? (
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('calendar.done')}
            </Button>
          ) : (
            <Button disabled={mutation.isPending || !url} onClick={() => run(true)}>
              {t('dialog.connect', name)}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
