// The waitlist on the dashboard: cancelled slots refilled from it this month and the revenue that saved, and who is
// waiting (in joining order, the time held for them if any) with 'Remove'. Offering a time by hand and the lists per
// day or service are in the API (GET /api/waitlist?date=&serviceId=, POST /api/waitlist/{id}/offer).
import { ListOrdered } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { decimalToCents, formatMoney } from '#shared/domain/money.ts';
import { useRemoveWaitlistEntry, useWaitlist } from '../api/get-waitlist.ts';
import { formatBookingDay, formatBookingTime } from '../dashboard-format.ts';

export function WaitlistCard({ currency, timeZone }: { currency: string; timeZone: string }) {
  const { summary, entries } = useWaitlist();
  const remove = useRemoveWaitlistEntry();
  if (!summary.data) return null;
  const { refilledThisMonth, revenueSaved, enabled, active } = summary.data;
  return (
    <Card role="region" aria-labelledby="waitlist-card-title">
      <CardContent className="grid gap-3 p-4 sm:p-5">
        <div className="flex items-center gap-2">
          <ListOrdered aria-hidden="true" className="size-5 text-violet-700" />
          <h2 id="waitlist-card-title" className="font-semibold">
            Waitlist{enabled ? '' : ' (off)'}
          </h2>
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
                <Button
                  variant="outline"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(entry.id)}
                >
                  Remove<span className="sr-only"> {entry.clientName}</span>
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
