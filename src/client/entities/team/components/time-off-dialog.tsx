// One member's time off: the list (in the business's zone) with delete, and a form adding a date range.
import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarOff, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useCreateTimeOff } from '#client/entities/team/api/create-time-off.ts';
import { useDeleteTimeOff } from '#client/entities/team/api/delete-time-off.ts';
import { useTimeOff } from '#client/entities/team/api/get-time-off.ts';
import { formatTimeOffRange, todayIn } from '#client/entities/team/time-off-format.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { formatCount } from '#client/lib/app-i18n/app-i18n.ts';
import { useSettingsI18n } from '#client/lib/app-i18n/settings-i18n.ts';
import { withServerMessage } from '#client/lib/server-issues.ts';
import { type CreateTimeOffInput, createTimeOffInputSchema } from '#shared/schemas/availability.ts';
import type { TeamMember } from '#shared/schemas/team.ts';

const FIRST_DAY = 'Choose the first day off';
const LAST_DAY = 'Choose the last day off';

const timeOffFormSchema = createTimeOffInputSchema.extend({
  startDate: z.string().min(1, FIRST_DAY).pipe(createTimeOffInputSchema.shape.startDate),
  endDate: z.string().min(1, LAST_DAY).pipe(createTimeOffInputSchema.shape.endDate),
});

export function TimeOffDialog({
  member,
  timeZone,
  onOpenChange,
}: {
  member: TeamMember | null;
  timeZone: string;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useSettingsI18n();
  return (
    <Dialog open={member !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg" closeLabel={t('dialog.close')}>
        <DialogHeader>
          <DialogTitle>
            {member ? t('timeOff.title', { name: member.name }) : t('member.timeOff')}
          </DialogTitle>
          <DialogDescription>{t('timeOff.text', { zone: timeZone })}</DialogDescription>
        </DialogHeader>
        {member ? <TimeOffPanel member={member} timeZone={timeZone} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function TimeOffPanel({ member, timeZone }: { member: TeamMember; timeZone: string }) {
  const { t, intl } = useSettingsI18n();
  const list = useTimeOff(member.id);
  const create = useCreateTimeOff(member.id);
  const remove = useDeleteTimeOff(member.id);
  const today = todayIn(timeZone);
  const form = useForm<CreateTimeOffInput>({
    resolver: zodResolver(timeOffFormSchema),
    defaultValues: { startDate: today, endDate: today, reason: '' },
  });
  const { errors } = form.formState;
  /** The form's own two messages in the app's language; the shared schema's date message as it is. */
  const dayMessage = (message: string | undefined) =>
    message === FIRST_DAY
      ? t('timeOff.error.start')
      : message === LAST_DAY
        ? t('timeOff.error.end')
        : message;

  const add = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (created) => {
        const clash = created.conflictingBookings;
        toast({
          title: t('timeOff.added'),
          description:
            clash > 0
              ? t('timeOff.clash', { count: clash, shown: formatCount(clash, intl), name: member.name })
              : t('timeOff.addedText', { name: member.name }),
        });
        form.reset({ startDate: today, endDate: today, reason: '' });
      },
      onError: (error) =>
        toast({
          title: t('common.error'),
          description: withServerMessage(t('timeOff.addFailed'), error),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <div className="grid gap-5">
      <section aria-label={t('timeOff.list')} className="grid gap-2">
        {list.isPending ? (
          <Spinner label={t('timeOff.loading')} />
        ) : list.isError ? (
          <p className="text-sm text-destructive">{errorMessage(list.error)}</p>
        ) : list.data.length === 0 ? (
          <p className="flex items-center gap-2 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
            <CalendarOff className="size-4" aria-hidden="true" />
            {t('timeOff.empty')}
          </p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {list.data.map((item) => {
              const range = formatTimeOffRange(item, timeZone, intl);
              return (
                <li key={item.id} className="flex items-center justify-between gap-3 px-3 py-2.5">
                  <div className="min-w-0">
                    <p className="text-sm font-medium">{range}</p>
                    {item.reason ? (
                      <p className="truncate text-xs text-muted-foreground">{item.reason}</p>
                    ) : null}
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8 shrink-0 text-destructive hover:bg-destructive/10 hover:text-destructive"
                    aria-label={t('timeOff.delete', { range })}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(item.id, {
                        onSuccess: () => toast({ title: t('timeOff.removed') }),
                        onError: (error) =>
                          toast({
                            title: t('common.error'),
                            description: withServerMessage(t('timeOff.removeFailed'), error),
                            variant: 'destructive',
                          }),
                      })
                    }
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <form
        onSubmit={add}
        noValidate
        aria-label={t('timeOff.add')}
        className="grid gap-4 rounded-lg bg-muted/50 p-4"
      >
        <h3 className="text-sm font-semibold">{t('timeOff.add')}</h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('timeOff.from')} error={dayMessage(errors.startDate?.message)}>
            {(control) => <Input {...control} type="date" {...form.register('startDate')} />}
          </FormField>
          <FormField label={t('timeOff.to')} error={dayMessage(errors.endDate?.message)}>
            {(control) => (
              <Input {...control} type="date" min={form.watch('startDate')} {...form.register('endDate')} />
            )}
          </FormField>
        </div>
        <FormField label={t('timeOff.reason')} error={errors.reason?.message}>
          {(control) => (
            <Input {...control} placeholder={t('timeOff.reasonPlaceholder')} {...form.register('reason')} />
          )}
        </FormField>
        <Button type="submit" disabled={create.isPending} className="justify-self-end">
          {create.isPending ? <Spinner label={t('timeOff.adding')} className="[&_svg]:text-current" /> : null}
          {create.isPending ? t('timeOff.addPending') : t('timeOff.save')}
        </Button>
      </form>
    </div>
  );
}
