// 'Remove' of a waitlist entry, asked first: on the /waitlist page and on the dashboard's waitlist card alike. Its words
// are the dashboard cards' catalog, which the dashboard loads with its data; on the Waitlist page a language's chunk
// arrives under the dialog's own Suspense, so the page never waits for a closed dialog's words.
import { Suspense } from 'react';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useRemoveWaitlistEntry } from '#client/entities/waitlist/api/remove-waitlist-entry.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useDashboardCardsI18n } from '#client/lib/app-i18n/dashboard-cards-i18n.ts';
import type { WaitlistEntryView } from '#shared/schemas/waitlist.ts';

type RemoveEntryDialogProps = { entry: WaitlistEntryView | null; onClose: () => void };

/** Open while `entry` is set; `onClose` when it is answered, removed or not. */
export function RemoveEntryDialog(props: RemoveEntryDialogProps) {
  return (
    <Suspense fallback={null}>
      <RemoveEntryConfirm {...props} />
    </Suspense>
  );
}

function RemoveEntryConfirm({ entry, onClose }: RemoveEntryDialogProps) {
  const { t } = useDashboardCardsI18n();
  const remove = useRemoveWaitlistEntry();
  const confirm = (removing: WaitlistEntryView) =>
    remove.mutate(removing.id, {
      onSuccess: () =>
        toast({
          title: t('remove.done'),
          description: t('remove.doneText', { client: removing.clientName, service: removing.serviceName }),
        }),
      onError: (error) =>
        toast({
          title: t('remove.failed'),
          description: errorMessage(error),
          variant: 'destructive',
        }),
      onSettled: onClose,
    });
  return (
    <ConfirmDialog
      open={entry !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('remove.title', { name: entry?.clientName ?? '' })}
      description={entry?.offer ? t('remove.textHeld') : t('remove.text')}
      confirmLabel={t('remove.confirm')}
      pendingLabel={t('remove.pending')}
      cancelLabel={t('remove.cancel')}
      destructive
      pending={remove.isPending}
      onConfirm={() => (entry ? confirm(entry) : undefined)}
    />
  );
}
