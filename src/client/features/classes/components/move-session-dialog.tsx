// 'Move session': a new date and time for a session and all its seats; everyone booked is told. The server's
// refusal (instructor busy, room taken, in the past) shows in the form.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
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
import { Input } from '#client/components/ui/input.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { formatInstant, wallClockOf, zoneCity } from '#client/lib/format.ts';
import type { ClassSession } from '#shared/schemas/class.ts';
import { useMoveClassSession } from '../api/move-class-session.ts';
import { type MoveFormOutput, type MoveFormValues, moveFormSchema } from '../class-forms.ts';

type MoveProps = { session: ClassSession; today: string; timeZone: string; onDone: () => void };

function MoveSessionForm({ session, today, timeZone, onDone }: MoveProps) {
  const move = useMoveClassSession();
  const form = useForm<MoveFormValues, unknown, MoveFormOutput>({
    resolver: zodResolver(moveFormSchema),
    defaultValues: wallClockOf(session.startsAt, timeZone),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ startsAt }) =>
    move.mutate(
      { id: session.id, startsAt },
      {
        onSuccess: (moved) => {
          toast({
            title: 'Session moved',
            description: `${moved.serviceName} is now on ${formatInstant(moved.startsAt, timeZone)}. Everyone booked has been told.`,
          });
          onDone();
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit} aria-label="Move session" className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="New date" error={errors.date?.message}>
          {(control) => <Input {...control} type="date" min={today} {...form.register('date')} />}
        </FormField>
        <FormField label="New time" error={errors.time?.message} hint={`${zoneCity(timeZone)} time`}>
          {(control) => <Input {...control} type="time" step={300} {...form.register('time')} />}
        </FormField>
      </div>
      <MutationError error={move.error} fallback="The session could not be moved. Please try again." />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Keep the time
        </Button>
        <Button type="submit" disabled={move.isPending}>
          {move.isPending ? 'Moving…' : 'Move session'}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function MoveSessionDialog({
  session,
  onClose,
  ...props
}: Omit<MoveProps, 'onDone'> & { onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Move session</DialogTitle>
          <DialogDescription>
            {session.serviceName}, {formatInstant(session.startsAt, props.timeZone)}. Its bookings move with
            it and every attendee is told the new time.
          </DialogDescription>
        </DialogHeader>
        <MoveSessionForm session={session} onDone={onClose} {...props} />
      </DialogContent>
    </Dialog>
  );
}
