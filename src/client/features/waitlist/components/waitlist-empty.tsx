// The empty states: nobody waiting (saying what the waitlist does, and whether it is switched off), and nobody
// waiting for the day or service chosen.
import { ListOrdered, SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { Button } from '#client/components/ui/button.tsx';

/** Where the owner switches the waitlist on or off. */
export const WAITLIST_SETTING_HREF = `${paths.settings}#booking-rules`;

export function NoOneWaiting({ enabled }: { enabled: boolean }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary">
        <ListOrdered aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">
        {enabled ? 'No one is on your waitlist' : 'Your waitlist is switched off'}
      </h2>
      <p className="max-w-md text-sm text-muted-foreground">
        When a day is fully booked, clients can join the waitlist from your booking page. When a time frees
        up, it is held for the first one waiting for it and offered to them; you can also offer a time
        yourself here.
      </p>
      {enabled ? null : (
        <p className="max-w-md text-sm">
          Clients cannot join it now.{' '}
          <Link href={WAITLIST_SETTING_HREF} className="font-medium text-primary underline">
            Switch it on in Settings, Booking rules
          </Link>
        </p>
      )}
    </div>
  );
}

export function NoOneMatching({ onClear }: { onClear: () => void }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">No one is waiting for this day and service</h2>
      <Button variant="outline" onClick={onClear}>
        Show everyone
      </Button>
    </div>
  );
}
