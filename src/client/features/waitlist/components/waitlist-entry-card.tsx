// One waitlisted customer: who, how to reach them, what and with whom they wait for, the dates and parts of the day
// they asked for, when they joined and the time held for them now, with 'Offer a time' and 'Remove'.
import { CalendarClock, Mail, Phone, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { formatCount } from '#client/lib/app-i18n/app-i18n.ts';
import { useWaitlistI18n } from '#client/lib/app-i18n/waitlist-i18n.ts';
import type { WaitlistEntryView } from '#shared/schemas/waitlist.ts';

export function WaitlistEntryCard({
  entry,
  position,
  timeZone,
  onOffer,
  onRemove,
}: {
  entry: WaitlistEntryView;
  /** Place in joining order among the entries shown. */
  position: number;
  timeZone: string;
  onOffer: () => void;
  onRemove: () => void;
}) {
  const { t, intl, when, time, describeWindow } = useWaitlistI18n();
  const headingId = useId();
  const { offer } = entry;
  return (
    <Card role="article" aria-labelledby={headingId}>
      <CardContent className="grid gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-sm text-muted-foreground">#{formatCount(position, intl)}</span>
          <h2 id={headingId} className="font-semibold">
            {entry.clientName}
          </h2>
          {offer ? <Badge variant="success">{t('card.offered')}</Badge> : null}
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <a href={`tel:${entry.phone}`} className="inline-flex items-center gap-1.5 text-primary underline">
            <Phone aria-hidden="true" className="size-4" />
            {entry.phone}
          </a>
          {entry.email ? (
            <a
              href={`mailto:${entry.email}`}
              className="inline-flex min-w-0 items-center gap-1.5 break-all text-primary underline"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {entry.email}
            </a>
          ) : null}
        </div>
        <dl className="grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-muted-foreground">{t('card.service')}</dt>
          <dd>
            {entry.serviceName} · {entry.teamMemberName ?? t('card.anyStaff')}
          </dd>
          <dt className="text-muted-foreground">{t('card.wants')}</dt>
          <dd>
            <ul>
              {entry.windows.map((window) => (
                <li key={`${window.from}-${window.to ?? ''}-${window.part}`}>{describeWindow(window)}</li>
              ))}
            </ul>
          </dd>
          <dt className="text-muted-foreground">{t('card.joined')}</dt>
          <dd>
            <time dateTime={entry.createdAt}>{when(entry.createdAt, timeZone)}</time>
          </dd>
        </dl>
        {offer ? (
          <p className="flex items-start gap-2 rounded-md border-s-4 border-emerald-600 bg-emerald-50 px-3 py-2 text-sm text-emerald-950">
            <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {t('card.offer', {
                when: when(offer.startsAt, timeZone),
                member: offer.teamMemberName,
                time: time(offer.expiresAt, timeZone),
              })}
            </span>
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            onClick={onOffer}
            disabled={offer !== null}
            aria-label={t('card.offerTo', { name: entry.clientName })}
          >
            <CalendarClock aria-hidden="true" />
            {t('card.offerButton')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={onRemove}
            aria-label={t('card.removeNamed', { name: entry.clientName })}
          >
            <Trash2 aria-hidden="true" />
            {t('card.remove')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
