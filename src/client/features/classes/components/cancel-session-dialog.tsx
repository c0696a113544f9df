// 'Cancel session': asks first, takes an optional reason, and says what happens: every seat booking is cancelled
// and each attendee is told (with the reason). A refusal shows in the dialog.
import { useState } from 'react';
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
import { FormField } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useClassesI18n } from '#client/lib/app-i18n/classes-i18n.ts';
import type { ClassSession } from '#shared/schemas/class.ts';
import { useCancelClassSession } from '../api/cancel-class-session.ts';

const REASON_MAX = 500;

export function CancelSessionDialog({
  session,
  timeZone,
  onClose,
}: {
  session: ClassSession;
  timeZone: string;
  onClose: () => void;
}) {
  const { t, when } = useClassesI18n();
  const cancel = useCancelClassSession();
  const [reason, setReason] = useState('');
  const booked = session.seatsTaken > 0;
  const confirm = () =>
    cancel.mutate(
      { id: session.id, reason: reason.trim() || null },
      {
        onSuccess: () => {
          toast({
            title: t('cancel.done'),
            description: booked ? t('cancel.doneText') : undefined,
          });
          onClose();
        },
      },
    );
  return (
    <Dialog open onOpenChange={(open) => (open || cancel.isPending ? undefined : onClose())}>
      <DialogContent closeLabel={t('dialog.close')}>
        <DialogHeader>
          <DialogTitle>{t('cancel.title')}</DialogTitle>
          <DialogDescription>
            {t(booked ? 'cancel.booked' : 'cancel.unbooked', {
              name: session.serviceName,
              when: when(session.startsAt, timeZone),
            })}
          </DialogDescription>
        </DialogHeader>
        <FormField label={t('cancel.reason')}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              placeholder={t('cancel.reasonExample')}
            />
          )}
        </FormField>
        <MutationError error={cancel.error} fallback={t('cancel.failed')} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={cancel.isPending}>
            {t('cancel.keep')}
          </Button>
          <Button type="button" variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? t('cancel.cancelling') : t('session.cancel')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
