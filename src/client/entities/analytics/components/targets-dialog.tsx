// Edits some of the owner's targets (dashboard: revenue, bookings, clients; analytics: monthly and quarterly
// revenue goals). Checked with the same schema the server uses, then PUT /api/analytics/targets.
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle } from 'lucide-react';
import { useEffect } from 'react';
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
import { type Targets, updateTargetsInputSchema } from '#shared/schemas/analytics.ts';

export type TargetField = keyof Targets;

const FIELD_INFO: Record<TargetField, { label: string; hint: string; money: boolean }> = {
  monthlyRevenue: { label: 'Monthly revenue target', hint: 'Revenue you aim for each month.', money: true },
  quarterlyRevenue: {
    label: 'Quarterly revenue target',
    hint: 'Revenue you aim for each quarter.',
    money: true,
  },
  weeklyBookings: { label: 'Weekly bookings target', hint: 'Bookings you aim for each week.', money: false },
  clientGrowth: { label: 'Client target', hint: 'How many clients you aim to have.', money: false },
};

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

export function TargetsDialog({
  open,
  onOpenChange,
  fields,
  values,
  currency,
  title = 'Edit targets',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fields: readonly TargetField[];
  values: Partial<Targets>;
  currency: string;
  title?: string;
}) {
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
      toast({ title: 'Targets updated', description: 'Your progress now counts toward the new targets.' });
      onOpenChange(false);
    } catch {
      // Shown in the dialog.
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Progress bars measure your figures against these targets.</DialogDescription>
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
            return (
              <FormField
                key={field}
                label={info.money ? `${info.label} (${currency})` : info.label}
                hint={info.hint}
                error={errors[field]?.message}
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
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Save targets'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
