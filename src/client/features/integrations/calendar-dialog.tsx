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
import type { IntegrationEntry } from '#shared/domain/integrations.ts';
import { useConnectionToasts } from './use-connection-toasts.ts';

const STEPS: Record<string, readonly string[]> = {
  googlecalendar: [
    'Open Google Calendar on a computer (calendar.google.com).',
    "Next to 'Other calendars', click + and choose 'From URL'.",
    "Paste the address and click 'Add calendar'. Google refreshes it every few hours.",
  ],
  outlook: [
    'Open Outlook on the web and go to Calendar.',
    "Choose 'Add calendar', then 'Subscribe from web'.",
    "Paste the address, give the calendar a name and click 'Import'.",
  ],
  applecalendar: [
    "On a Mac, open Calendar and choose File → 'New Calendar Subscription…' (on iPhone: Settings → Calendar → Accounts → Add Account → Other → 'Add Subscribed Calendar').",
    'Paste the address and continue.',
    "Set 'Auto-refresh' to every 15 minutes and click OK.",
  ],
};

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
  const renew = useRenewFeed();
  const { run, mutation } = useConnectionToasts(entry);
  const path = feeds.data?.business.path;
  const url = feedAddress(path);
  const makeAddress = () => renew.mutate({ memberId: null });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{connected ? entry.name : `Connect ${entry.name}`}</DialogTitle>
          <DialogDescription>
            Subscribe to your calendar address in {entry.name} to see every appointment there. Anyone with the
            address sees your appointments: keep it to yourself.
          </DialogDescription>
        </DialogHeader>
        {feeds.isPending ? (
          <Spinner label="Loading your calendar address" />
        ) : feeds.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(feeds.error)}
          </p>
        ) : url ? (
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <output
              aria-label="Calendar subscription address"
              className="min-w-0 flex-1 truncate rounded-md bg-muted/60 px-3 py-2 font-mono text-xs"
            >
              {url}
            </output>
            <CopyButton text={url} what="the calendar subscription address" />
          </div>
        ) : (
          <div>
            <Button variant="outline" size="sm" onClick={makeAddress} disabled={renew.isPending}>
              Make my calendar address
            </Button>
          </div>
        )}
        <ol className="grid list-decimal gap-1 pl-5 text-sm">
          {(STEPS[entry.id] ?? []).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <DialogFooter>
          {connected ? (
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Done
            </Button>
          ) : (
            <Button disabled={mutation.isPending || !url} onClick={() => run(true)}>
              Connect {entry.name}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
