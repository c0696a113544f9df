// 'Add session': one session of a class at a date and time (in the business's zone), with its instructor and
// optionally a room. The server's refusal (instructor busy, room taken, not their class) shows in the form.
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
import { formatInstant, zoneCity } from '#client/lib/format.ts';
import { useCreateClassSession } from '../api/create-class-session.ts';
import { type SessionFormOutput, type SessionFormValues, sessionFormSchema } from '../class-forms.ts';
import { type ClassWho, ClassWhoFields } from './class-who-fields.tsx';

function AddSessionForm({
  today,
  timeZone,
  onDone,
}: {
  today: string;
  timeZone: string;
  onDone: () => void;
}) {
  const create = useCreateClassSession();
  const form = useForm<SessionFormValues, unknown, SessionFormOutput>({
    resolver: zodResolver(sessionFormSchema),
    defaultValues: { serviceId: '', teamMemberId: '', resourceId: '', date: today, time: '' },
  });
  const { errors, isSubmitted } = form.formState;
  const [serviceId, teamMemberId, resourceId] = form.watch(['serviceId', 'teamMemberId', 'resourceId']);
  const setWho = (field: keyof ClassWho, value: string) =>
    form.setValue(field, value, { shouldValidate: isSubmitted });

  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (session) => {
        toast({
          title: 'Session added',
          description: `${session.serviceName} on ${formatInstant(session.startsAt, timeZone)} with ${session.teamMemberName}.`,
        });
        onDone();
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Add session" className="grid gap-4">
      <ClassWhoFields
        value={{ serviceId, teamMemberId, resourceId }}
        errors={{
          serviceId: errors.serviceId?.message,
          teamMemberId: errors.teamMemberId?.message,
          resourceId: errors.resourceId?.message,
        }}
        onChange={setWho}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Date" error={errors.date?.message}>
          {(control) => <Input {...control} type="date" min={today} {...form.register('date')} />}
        </FormField>
        <FormField label="Time" error={errors.time?.message} hint={`${zoneCity(timeZone)} time`}>
          {(control) => <Input {...control} type="time" step={300} {...form.register('time')} />}
        </FormField>
      </div>
      <MutationError error={create.error} fallback="The session could not be added. Please try again." />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Adding…' : 'Add session'}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function AddSessionDialog({
  open,
  today,
  timeZone,
  onClose,
}: {
  open: boolean;
  today: string;
  timeZone: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add session</DialogTitle>
          <DialogDescription>One session of a class; customers can book its seats at once.</DialogDescription>
        </DialogHeader>
        <AddSessionForm today={today} timeZone={timeZone} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}
