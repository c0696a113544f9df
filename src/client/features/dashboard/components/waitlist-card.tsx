// The waitlist on the dashboard: cancelled slots refilled from it this month and the revenue that saved, and who is
// waiting (in joining order, the time held for them if any) with 'Remove' (asked first). The lists per day or service and offering
// a time by hand are on the /waitlist page, which the card links to.
import { ListOrdered } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { useWaitlist } from '#client/entities/waitlist/api/get-waitlist.ts';
import { RemoveEntryDialog } from '#client/entities/waitlist/components/remove-entry-dialog.tsx';
import { formatCount } from '#client/lib/app-i18n/app-i18n.ts';
import { useDashboardCardsI18n } from '#client/lib/app-i18n/dashboard-cards-i18n.ts';
import { decimalToCents, formatMoney } from '#shared/domain/money.ts';
import type { WaitlistEntryView } from '#shared/schemas/waitlist.ts';
import { formatBookingDay, formatBookingTime } from '../dashboard-format.ts';

export function WaitlistCard({ currency, timeZone }: { currency: string; timeZone: string }) {
  const { summary, entries } = useWaitlist();
  const [removing, setRemoving] = useState<WaitlistEntryView | null>(null);
  const { t, intl } = useDashboardCardsI18n();
  if (!summary.data) return null;
  const { refilledThisMonth, revenueSaved, enabled, active } = summary.data;
  return (
    <Card role="region" aria-labelledby="waitlist-card-title">
      <CardContent className="grid gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <ListOrdered aria-hidden="true" className="size-5 text-violet-700" />
          <h2 id="waitlist-card-title" className="font-semibold">
            {enabled ? t('waitlist.title') : t('waitlist.titleOff')}
          </h2>
          <Link href={paths.waitlist} className="ms-auto text-sm font-medium text-primary underline">
            {t('waitlist.open')}
          </Link>
        </div>
        <p className="text-sm">
          {t('waitlist.summary', {
            count: refilledThisMonth,
            refilled: formatCount(refilledThisMonth, intl),
            saved: formatMoney(decimalToCents(revenueSaved), currency, intl),
            active: formatCount(active, intl),
          })}
        </p>
        {entries.data && entries.data.length > 0 ? (
          <ul className="grid gap-2 text-sm">
            {entries.data.slice(0, 10).map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 border-t pt-2">
                <span>
                  <span className="font-medium">{entry.clientName}</span> · {entry.serviceName}
                  {entry.teamMemberName ? ` ${t('waitlist.with', { member: entry.teamMemberName })}` : ''}
                  {entry.offer
                    ? ` · ${t('waitlist.offered', {
                        day: formatBookingDay(entry.offer.startsAt, timeZone, intl),
                        time: formatBookingTime(entry.offer.startsAt, timeZone, intl),
                      })}`
                    : ''}
                </span>
                <Button variant="outline" size="sm" onClick={() => setRemoving(entry)}>
                  {t('waitlist.remove')}
                  <span className="sr-only"> {entry.clientName}</span>
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <RemoveEntryDialog entry={removing} onClose={() => setRemoving(null)} />
      </CardContent>
    </Card>
  );
}
