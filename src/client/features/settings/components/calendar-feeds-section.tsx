// Settings card: subscription addresses for Google, Apple and Outlook calendars — one for the whole business and
// one per team member. An address is made on request; a new one replaces it and the old one stops working.
import { CalendarSync } from 'lucide-react';
import { useState } from 'react';
import { SettingsSection } from '#client/components/settings-section.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { CopyButton } from '#client/components/ui/copy-button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { feedAddress, useCalendarFeeds, useRenewFeed } from '#client/entities/calendar-feeds/api.ts';
import { errorMessage } from '#client/lib/api-client.ts';

type Feed = { memberId: string | null; label: string; path: string | null };

export function CalendarFeedsSection() {
  const feeds = useCalendarFeeds();
  const rows: Feed[] = feeds.data
    ? [
        { memberId: null, label: 'All appointments', path: feeds.data.business.path },
        ...feeds.data.members.map((m) => ({ memberId: m.id, label: m.name, path: m.path })),
      ]
    : [];
  return (
    <SettingsSection
      id="calendar-feeds"
      icon={CalendarSync}
      title="Calendar feeds"
      description="Subscribe from Google Calendar, Apple Calendar or Outlook to see your appointments there. Anyone with an address sees the client's name and the service of each appointment: share it only with the person it is for."
    >
      {feeds.isPending ? (
        <Spinner label="Loading calendar feeds" />
      ) : feeds.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(feeds.error)}
        </p>
      ) : (
        <ul className="grid gap-4">
          {rows.map((feed) => (
            <FeedRow key={feed.memberId ?? 'business'} feed={feed} />
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}

function FeedRow({ feed }: { feed: Feed }) {
  const renew = useRenewFeed();
  const [confirming, setConfirming] = useState(false);
  const url = feedAddress(feed.path);

  const make = () =>
    renew.mutate(
      { memberId: feed.memberId },
      {
        onSuccess: () => {
          setConfirming(false);
          toast({ title: feed.path ? 'New calendar address made' : 'Calendar address made' });
        },
      },
    );

  return (
    <li className="grid gap-2">
      <p className="font-medium break-words">{feed.label}</p>
      {url ? (
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <output
            aria-label={`Calendar address for ${feed.label}`}
            className="min-w-0 flex-1 truncate rounded-md bg-muted/60 px-3 py-2 font-mono text-xs"
          >
            {url}
          </output>
          <CopyButton text={url} what={`the address for ${feed.label}`} />
          <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            New address<span className="sr-only"> for {feed.label}</span>
          </Button>
        </div>
      ) : (
        <div>
          <Button type="button" variant="outline" size="sm" onClick={make} disabled={renew.isPending}>
            {renew.isPending ? <Spinner label="Making the address" className="[&_svg]:text-current" /> : null}
            Make an address<span className="sr-only"> for {feed.label}</span>
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Make a new address?"
        description="The current address stops working at once: calendars subscribed to it stop updating until they subscribe to the new one."
        confirmLabel="Make a new address"
        pendingLabel="Making..."
        destructive
        pending={renew.isPending}
        onConfirm={make}
      />
    </li>
  );
}
