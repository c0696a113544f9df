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
import { fieldMessageTranslator, useAppI18n } from '#client/lib/app-i18n/app-i18n.ts';
import { useClassesI18n } from '#client/lib/app-i18n/classes-i18n.ts';
import { wallClockOf, zoneCity } from '#client/lib/format.ts';
import type { ClassSession } from '#shared/schemas/class.ts';
import { useMoveClassSession } from '../api/move-class-session.ts';
import { type MoveFormOutput, type MoveFormValues, moveFormSchema } from '../class-forms.ts';

type MoveProps = { session: ClassSession; today: string; timeZone: string; onDone: () => void };

function MoveSessionForm({ session, today, timeZone, onDone }: MoveProps) {
  const { t, when } = useClassesI18n();
  const field = fieldMessageTranslator(useAppI18n().messages);
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
            title: t('move.done'),
            description: t('move.doneText', {
              name: moved.serviceName,
              when: when(moved.startsAt, timeZone),
            }),
          });
          onDone();
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit} aria-label={t('session.move')} className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label={t('move.date')} error={errors.date?.message && field(errors.date.message)}>
          {(control) => <Input {...control} type="date" min={today} {...form.register('date')} />}
        </FormField>
        <FormField
          label={t('move.time')}
          error={errors.time?.message && field(errors.time.message)}
          hint={t('form.timeHint', { city: zoneCity(timeZone) })}
        >
          {(control) => <Input {...control} type="time" step={300} {...form.register('time')} />}
        </FormField>
      </div>
      <MutationError error={move.error} fallback={t('move.failed')} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('move.keep')}
        </Button>
        <Button type="submit" disabled={move.isPending}>
          {move.isPending ? t('move.moving') : t('session.move')}
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
  const { t, when } = useClassesI18n();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('dialog.close')}>
        <DialogHeader>
          <DialogTitle>{t('session.move')}</DialogTitle>
          <DialogDescription>
            {t('move.text', { name: session.serviceName, when: when(session.startsAt, props.timeZone) })}
          </DialogDescription>
        </DialogHeader>
        <MoveSessionForm session={session} onDone={onClose} {...props} />
      </DialogContent>
    </Dialog>
  );
}
