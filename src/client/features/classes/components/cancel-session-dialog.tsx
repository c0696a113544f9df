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
import { formatInstant } from '#client/lib/format.ts';
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
  const cancel = useCancelClassSession();
  const [reason, setReason] = useState('');
  const booked = session.seatsTaken > 0;
  const confirm = () =>
    cancel.mutate(
      { id: session.id, reason: reason.trim() || null },
      {
        onSuccess: () => {
          toast({
            title: 'Session cancelled',
            description: booked ? 'Every attendee has been told.' : undefined,
          });
          onClose();
        },
      },
    );
  return (
    <Dialog open onOpenChange={(open) => (open || cancel.isPending ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel this session?</DialogTitle>
          <DialogDescription>
            {session.serviceName}, {formatInstant(session.startsAt, timeZone)}.{' '}
            {booked
              ? 'Every booking of it is cancelled and every attendee is told, with your reason if you give one.'
              : 'No one has booked it yet.'}
          </DialogDescription>
        </DialogHeader>
        <FormField label="Reason (optional)">
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              placeholder="e.g. The instructor is ill"
            />
          )}
        </FormField>
        <MutationError
          error={cancel.error}
          fallback="The session could not be cancelled. Please try again."
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={cancel.isPending}>
            Keep session
          </Button>
          <Button type="button" variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling…' : 'Cancel session'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
