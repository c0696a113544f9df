// 'Remove' of a waitlist entry, asked first: on the /waitlist page and on the dashboard's waitlist card alike.
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useRemoveWaitlistEntry } from '#client/entities/waitlist/api/remove-waitlist-entry.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import type { WaitlistEntryView } from '#shared/schemas/waitlist.ts';

/** Open while `entry` is set; `onClose` when it is answered, removed or not. */
export function RemoveEntryDialog({
  entry,
  onClose,
}: {
  entry: WaitlistEntryView | null;
  onClose: () => void;
}) {
  const remove = useRemoveWaitlistEntry();
  const confirm = (removing: WaitlistEntryView) =>
    remove.mutate(removing.id, {
      onSuccess: () =>
        toast({
          title: 'Removed from the waitlist',
          description: `${removing.clientName} is no longer waiting for ${removing.serviceName}.`,
        }),
      onError: (error) =>
        toast({
          title: 'Could not remove the entry',
          description: errorMessage(error),
          variant: 'destructive',
        }),
      onSettled: onClose,
    });
  return (
    <ConfirmDialog
      open={entry !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Remove ${entry?.clientName ?? ''} from the waitlist?`}
      description={
        entry?.offer
          ? 'They will not be offered freed times any more, and the time held for them is let go. They are not told; they can join again from your booking page.'
          : 'They will not be offered freed times any more. They are not told; they can join again from your booking page.'
      }
      confirmLabel="Remove"
      pendingLabel="Removing…"
      destructive
      pending={remove.isPending}
      onConfirm={() => (entry ? confirm(entry) : undefined)}
    />
  );
}
