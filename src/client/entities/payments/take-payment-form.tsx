// 'Take payment': method, amount (the balance due to start with), tip, discount and a note, checked with the
// API's own schema before sending. Used in the booking details dialog and, without a booking, on /payments.
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useRecordPayment } from '#client/entities/payments/api/payments.ts';
import { usePaymentsI18n } from '#client/lib/app-i18n/payments-i18n.ts';
import { createPaymentInputSchema, PAYMENT_METHODS } from '#shared/schemas/payment.ts';

/** A blank tip or discount is none: left out, as the API takes it. */
const blankIsNone = (rule: typeof createPaymentInputSchema.shape.tip) =>
  z
    .string()
    .transform((text): z.input<typeof rule> => text.trim() || undefined)
    .pipe(rule);

/** The API's schema, with the tip and discount typed as text that may be left blank. */
const takePaymentFormSchema = createPaymentInputSchema.extend({
  tip: blankIsNone(createPaymentInputSchema.shape.tip),
  discount: blankIsNone(createPaymentInputSchema.shape.discount),
});

export function TakePaymentForm({
  bookingId,
  defaultAmount,
  currency,
  onDone,
  onCancel,
}: {
  bookingId?: string;
  defaultAmount?: string;
  currency: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = usePaymentsI18n();
  const record = useRecordPayment();
  const form = useForm<
    z.input<typeof takePaymentFormSchema>,
    unknown,
    z.output<typeof takePaymentFormSchema>
  >({
    resolver: zodResolver(takePaymentFormSchema),
    defaultValues: {
      method: 'cash',
      amount: defaultAmount && defaultAmount !== '0.00' ? defaultAmount : '',
      tip: '',
      discount: '',
      note: '',
    },
  });
  const { errors } = form.formState;

  // The schema reads a blank note as null; the API is sent none.
  const submit = form.handleSubmit((values) =>
    record.mutate(
      { ...values, ...(bookingId ? { bookingId } : {}), note: values.note ?? undefined },
      { onSuccess: onDone },
    ),
  );

  return (
    <form
      aria-label={t('payment.take')}
      className="grid gap-3 rounded-lg border p-4"
      onSubmit={submit}
      noValidate
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('payment.method')} error={errors.method?.message}>
          {(control) => (
            <Controller
              control={form.control}
              name="method"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger {...control} ref={field.ref}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {PAYMENT_METHODS.map((value) => (
                      <SelectItem key={value} value={value}>
                        {t(`payment.method.${value}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
        <FormField label={t('form.amount', { currency })} error={errors.amount?.message}>
          {(control) => (
            <Input {...control} inputMode="decimal" autoComplete="off" {...form.register('amount')} />
          )}
        </FormField>
        <FormField label={t('form.tip', { currency })} hint={t('form.optional')} error={errors.tip?.message}>
          {(control) => (
            <Input {...control} inputMode="decimal" autoComplete="off" {...form.register('tip')} />
          )}
        </FormField>
        <FormField
          label={t('form.discount', { currency })}
          hint={t('form.discountHint')}
          error={errors.discount?.message}
        >
          {(control) => (
            <Input {...control} inputMode="decimal" autoComplete="off" {...form.register('discount')} />
          )}
        </FormField>
      </div>
      <FormField label={t('form.note')} hint={t('form.optional')} error={errors.note?.message}>
        {(control) => <Textarea {...control} rows={2} maxLength={500} {...form.register('note')} />}
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel} disabled={record.isPending}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? t('form.submitting') : t('payment.record')}
        </Button>
      </div>
    </form>
  );
}
