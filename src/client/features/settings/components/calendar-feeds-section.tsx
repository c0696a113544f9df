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
import { useSettingsI18n } from '#client/lib/app-i18n/settings-i18n.ts';

type Feed = { memberId: string | null; label: string; path: string | null };

export function CalendarFeedsSection() {
  const { t } = useSettingsI18n();
  const feeds = useCalendarFeeds();
  const rows: Feed[] = feeds.data
    ? [
        { memberId: null, label: t('feeds.all'), path: feeds.data.business.path },
        ...feeds.data.members.map((m) => ({ memberId: m.id, label: m.name, path: m.path })),
      ]
    : [];
  return (
    <SettingsSection
      id="calendar-feeds"
      icon={CalendarSync}
      title={t('feeds.title')}
      description={t('feeds.description')}
    >
      {feeds.isPending ? (
        <Spinner label={t('feeds.loading')} />
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
  const { t } = useSettingsI18n();
  const renew = useRenewFeed();
  const [confirming, setConfirming] = useState(false);
  const url = feedAddress(feed.path);

  const make = () =>
    renew.mutate(
      { memberId: feed.memberId },
      {
        onSuccess: () => {
          setConfirming(false);
          toast({ title: feed.path ? t('feeds.remade') : t('feeds.made') });
        },
      },
    );

  return (
    <li className="grid gap-2">
      <p className="font-medium break-words">{feed.label}</p>
      {url ? (
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <output
            aria-label={t('feeds.address', { name: feed.label })}
            dir="ltr"
            className="min-w-0 flex-1 truncate rounded-md bg-muted/60 px-3 py-2 font-mono text-xs"
          >
            {url}
          </output>
          <CopyButton
            text={url}
            what={t('feeds.copyWhat', { name: feed.label })}
            labels={{ copy: t('feeds.copy'), copied: t('feeds.copied') }}
          />
          <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            {t('feeds.renew')}
            <span className="sr-only">{t('feeds.for', { name: feed.label })}</span>
          </Button>
        </div>
      ) : (
        <div>
          <Button type="button" variant="outline" size="sm" onClick={make} disabled={renew.isPending}>
            {renew.isPending ? <Spinner label={t('feeds.making')} className="[&_svg]:text-current" /> : null}
            {t('feeds.make')}
            <span className="sr-only">{t('feeds.for', { name: feed.label })}</span>
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('feeds.confirm.title')}
        description={t('feeds.confirm.text')}
        confirmLabel={t('feeds.confirm.action')}
        pendingLabel={t('feeds.confirm.pending')}
        cancelLabel={t('common.cancel')}
        destructive
        pending={renew.isPending}
        onConfirm={make}
      />
    </li>
  );
}
