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
import { fieldMessageTranslator, useAppI18n } from '#client/lib/app-i18n/app-i18n.ts';
import { useClassesI18n } from '#client/lib/app-i18n/classes-i18n.ts';
import { zoneCity } from '#client/lib/format.ts';
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
  const { t, when } = useClassesI18n();
  const field = fieldMessageTranslator(useAppI18n().messages);
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
          title: t('addSession.done'),
          description: t('addSession.doneText', {
            name: session.serviceName,
            when: when(session.startsAt, timeZone),
            teacher: session.teamMemberName,
          }),
        });
        onDone();
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} aria-label={t('session.add')} className="grid gap-4">
      <ClassWhoFields
        value={{ serviceId, teamMemberId, resourceId }}
        errors={{
          serviceId: errors.serviceId && t('form.error.service'),
          teamMemberId: errors.teamMemberId && t('form.error.instructor'),
          resourceId: errors.resourceId?.message && field(errors.resourceId.message),
        }}
        onChange={setWho}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label={t('form.date')} error={errors.date?.message && field(errors.date.message)}>
          {(control) => <Input {...control} type="date" min={today} {...form.register('date')} />}
        </FormField>
        <FormField
          label={t('form.time')}
          error={errors.time?.message && field(errors.time.message)}
          hint={t('form.timeHint', { city: zoneCity(timeZone) })}
        >
          {(control) => <Input {...control} type="time" step={300} {...form.register('time')} />}
        </FormField>
      </div>
      <MutationError error={create.error} fallback={t('addSession.failed')} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('form.adding') : t('session.add')}
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
  const { t } = useClassesI18n();
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent closeLabel={t('dialog.close')}>
        <DialogHeader>
          <DialogTitle>{t('session.add')}</DialogTitle>
          <DialogDescription>{t('addSession.text')}</DialogDescription>
        </DialogHeader>
        <AddSessionForm today={today} timeZone={timeZone} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}
