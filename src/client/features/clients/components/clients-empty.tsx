// The two empty states: no clients at all, and no client matching the search or filter.
import { SearchX, UserPlus, Users } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

/** Without `onAdd` (a staff member) there is no 'Add Client'. */
export function NoClientsYet({ onAdd }: { onAdd?: () => void }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary">
        <Users aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">No clients yet</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        Clients appear here when they book through your booking page, or add them yourself.
      </p>
      {onAdd ? (
        <Button onClick={onAdd}>
          <UserPlus aria-hidden="true" />
          Add Client
        </Button>
      ) : null}
    </div>
  );
}

export function NoMatchingClients({ onClear }: { onClear: () => void }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">No clients match your search</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        Try another name, phone number or email, or clear the filters.
      </p>
      <Button variant="outline" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  );
}
