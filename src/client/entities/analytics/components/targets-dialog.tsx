// Edits some of the owner's targets (dashboard: revenue, bookings, clients; analytics: monthly and quarterly
// revenue goals). Checked with the same schema the server uses, then PUT /api/analytics/targets. Its words are the
// dashboard cards' catalog (the dashboard loads it with its data); on Analytics a language's chunk arrives under the
// dialog's own Suspense, so the page never waits for a closed dialog's words.
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert, AlertDescription } from '#client/components/ui/alert.tsx';
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
import { useUpdateTargets } from '#client/entities/analytics/api/update-targets.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import {
  type DashboardCardsMessageId,
  useDashboardCardsI18n,
} from '#client/lib/app-i18n/dashboard-cards-i18n.ts';
import { type Targets, updateTargetsInputSchema } from '#shared/schemas/analytics.ts';

export type TargetField = keyof Targets;

const FIELD_INFO: Record<
  TargetField,
  { label: DashboardCardsMessageId; hint: DashboardCardsMessageId; money: boolean }
> = {
  monthlyRevenue: { label: 'targets.monthlyRevenue', hint: 'targets.monthlyRevenueHint', money: true },
  quarterlyRevenue: { label: 'targets.quarterlyRevenue', hint: 'targets.quarterlyRevenueHint', money: true },
  weeklyBookings: { label: 'targets.weeklyBookings', hint: 'targets.weeklyBookingsHint', money: false },
  clientGrowth: { label: 'targets.clientGrowth', hint: 'targets.clientGrowthHint', money: false },
};

/** The schema's rules by the end of their English message ('Monthly revenue target must be a number'). */
const RULES: Array<[string, DashboardCardsMessageId]> = [
  [' must be a number', 'targets.notNumber'],
  [' must be greater than 0', 'targets.notPositive'],
  [' is too large', 'targets.tooLarge'],
  [' can have at most 2 decimals', 'targets.decimals'],
  [' must be a whole number', 'targets.notWhole'],
];

/** A target as typed: thousands commas allowed; a blank one is no number (the API's 'must be a number'). */
const targetText = z
  .string()
  .transform((text) => (text.trim() ? Number(text.replace(/,/g, '')) : Number.NaN));

/** The dialog's fields as text, read as numbers and checked by the API's own schema. */
const targetsFormSchema = z
  .object({
    monthlyRevenue: targetText,
    weeklyBookings: targetText,
    clientGrowth: targetText,
    quarterlyRevenue: targetText,
  })
  .partial()
  .pipe(updateTargetsInputSchema);

type TargetsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fields: readonly TargetField[];
  values: Partial<Targets>;
  currency: string;
  /** 'Edit targets' (the dashboard's) or 'Edit revenue goals' (Analytics'). */
  kind?: 'targets' | 'goals';
};

export function TargetsDialog(props: TargetsDialogProps) {
  return (
    <Suspense fallback={null}>
      <TargetsForm {...props} />
    </Suspense>
  );
}

function TargetsForm({ open, onOpenChange, fields, values, currency, kind = 'targets' }: TargetsDialogProps) {
  const { t, locale } = useDashboardCardsI18n();
  const title = kind === 'goals' ? t('targets.goalsTitle') : t('targets.title');
  /** A rule's message in the app's language, naming the field as its label does; English as the schema says it. */
  const sayError = (field: TargetField, message: string | undefined) => {
    const rule = locale === 'en' ? undefined : RULES.find(([end]) => message?.endsWith(end));
    return rule ? t(rule[1], { label: t(FIELD_INFO[field].label) }) : message;
  };
  const mutation = useUpdateTargets();
  const form = useForm<z.input<typeof targetsFormSchema>, unknown, z.output<typeof targetsFormSchema>>({
    resolver: zodResolver(targetsFormSchema),
  });
  const { errors, isSubmitting } = form.formState;

  // biome-ignore lint/correctness/useExhaustiveDependencies: start from the saved values each time it opens
  useEffect(() => {
    if (!open) return;
    form.reset(Object.fromEntries(fields.map((f) => [f, values[f] === undefined ? '' : String(values[f])])));
    mutation.reset();
  }, [open]);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await mutation.mutateAsync(input);
      toast({ title: t('targets.saved'), description: t('targets.savedText') });
      onOpenChange(false);
    } catch {
      // Shown in the dialog.
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('dialog.close')}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t('targets.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={title}>
          {mutation.error ? (
            <Alert variant="destructive">
              <AlertCircle aria-hidden="true" />
              <AlertDescription>{errorMessage(mutation.error)}</AlertDescription>
            </Alert>
          ) : null}
          {fields.map((field) => {
            const info = FIELD_INFO[field];
            const label = t(info.label);
            return (
              <FormField
                key={field}
                label={info.money ? t('targets.moneyLabel', { label, currency }) : label}
                hint={t(info.hint)}
                error={sayError(field, errors[field]?.message)}
              >
                {(control) => (
                  <Input
                    {...control}
                    inputMode={info.money ? 'decimal' : 'numeric'}
                    autoComplete="off"
                    {...form.register(field)}
                  />
                )}
              </FormField>
            );
          })}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('targets.cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('targets.saving') : t('targets.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
