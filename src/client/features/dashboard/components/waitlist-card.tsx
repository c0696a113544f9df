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
import { decimalToCents, formatMoney } from '#shared/domain/money.ts';
import type { WaitlistEntryView } from '#shared/schemas/waitlist.ts';
import { formatBookingDay, formatBookingTime } from '../dashboard-format.ts';

export function WaitlistCard({ currency, timeZone }: { currency: string; timeZone: string }) {
  const { summary, entries } = useWaitlist();
  const [removing, setRemoving] = useState<WaitlistEntryView | null>(null);
  if (!summary.data) return null;
  const { refilledThisMonth, revenueSaved, enabled, active } = summary.data;
  return (
    <Card role="region" aria-labelledby="waitlist-card-title">
      <CardContent className="grid gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <ListOrdered aria-hidden="true" className="size-5 text-violet-700" />
          <h2 id="waitlist-card-title" className="font-semibold">
            Waitlist{enabled ? '' : ' (off)'}
          </h2>
          <Link href={paths.waitlist} className="ml-auto text-sm font-medium text-primary underline">
            Open the waitlist
          </Link>
        </div>
        <p className="text-sm">
          {refilledThisMonth} cancelled {refilledThisMonth === 1 ? 'slot' : 'slots'} refilled this month,{' '}
          {formatMoney(decimalToCents(revenueSaved), currency)} saved. {active} waiting.
        </p>
        {entries.data && entries.data.length > 0 ? (
          <ul className="grid gap-2 text-sm">
            {entries.data.slice(0, 10).map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 border-t pt-2">
                <span>
                  <span className="font-medium">{entry.clientName}</span> · {entry.serviceName}
                  {entry.teamMemberName ? ` with ${entry.teamMemberName}` : ''}
                  {entry.offer
                    ? ` · offered ${formatBookingDay(entry.offer.startsAt, timeZone)} ${formatBookingTime(entry.offer.startsAt, timeZone)}`
                    : ''}
                </span>
                <Button variant="outline" size="sm" onClick={() => setRemoving(entry)}>
                  Remove<span className="sr-only"> {entry.clientName}</span>
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
