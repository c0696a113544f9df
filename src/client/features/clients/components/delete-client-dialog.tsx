import { MutationError } from '#client/components/mutation-error.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useDeleteClient } from '../api/delete-client.ts';

export function DeleteClientDialog({
  clientId,
  name,
  open,
  onOpenChange,
  onDeleted,
}: {
  clientId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const mutation = useDeleteClient();
  const onConfirm = async () => {
    try {
      await mutation.mutateAsync(clientId);
      toast({ title: 'Client deleted', description: `${name}'s personal details were erased.` });
      onOpenChange(false);
      onDeleted();
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete {name}?</DialogTitle>
          <DialogDescription>
            Their name, phone, email, notes and tags are erased for good. Their booking history is kept,
            anonymised, so your revenue and reports stay correct; upcoming appointments are not cancelled.
            This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <MutationError error={mutation.error} fallback="Failed to delete client. Please try again." />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={mutation.isPending}>
            {mutation.isPending ? 'Deleting...' : 'Delete client'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
