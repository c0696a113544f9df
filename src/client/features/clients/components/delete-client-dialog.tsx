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
import { useClientsI18n } from '#client/lib/app-i18n/clients-i18n.ts';
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
  const { t } = useClientsI18n();
  const mutation = useDeleteClient();
  const onConfirm = async () => {
    try {
      await mutation.mutateAsync(clientId);
      toast({ title: t('toast.deleted'), description: t('toast.deletedText', { name }) });
      onOpenChange(false);
      onDeleted();
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" closeLabel={t('dialog.close')}>
        <DialogHeader className="sm:text-start">
          <DialogTitle>{t('delete.title', { name })}</DialogTitle>
          <DialogDescription>{t('delete.text')}</DialogDescription>
        </DialogHeader>
        <MutationError error={mutation.error} fallback={t('delete.failed')} />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('form.cancel')}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={mutation.isPending}>
            {mutation.isPending ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
