// 'Take payment': method, amount (the balance due to start with), tip, discount and a note, checked with the
// API's own schema before sending. Used in the booking details dialog and, without a booking, on /payments.
import { type FormEvent, useState } from 'react';
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
import {
  createPaymentInputSchema,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '#shared/schemas/payment.ts';
import { firstErrorByField } from './field-errors.ts';

type Field = 'amount' | 'tip' | 'discount' | 'note' | 'method';

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
  const record = useRecordPayment();
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [amount, setAmount] = useState(defaultAmount && defaultAmount !== '0.00' ? defaultAmount : '');
  const [tip, setTip] = useState('');
  const [discount, setDiscount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      ...(bookingId ? { bookingId } : {}),
      method,
      amount,
      tip: tip.trim() || '0',
      discount: discount.trim() || '0',
      note,
    };
    const parsed = createPaymentInputSchema.safeParse(input);
    if (!parsed.success) return setErrors(firstErrorByField<Field>(parsed.error.issues));
    setErrors({});
    record.mutate(input, { onSuccess: onDone });
  };

  return (
    <form aria-label="Take payment" className="grid gap-3 rounded-lg border p-4" onSubmit={submit} noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Method" error={errors.method}>
          {(control) => (
            <Select value={method} onValueChange={(value) => setMethod(value as PaymentMethod)}>
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {PAYMENT_METHODS.map((value) => (
                  <SelectItem key={value} value={value}>
                    {PAYMENT_METHOD_LABELS[value]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        <FormField label={`Amount (${currency})`} error={errors.amount}>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          )}
        </FormField>
        <FormField label={`Tip (${currency})`} hint="Optional" error={errors.tip}>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={tip}
              onChange={(e) => setTip(e.target.value)}
            />
          )}
        </FormField>
        <FormField
          label={`Discount (${currency})`}
          hint="Optional: taken off what is due"
          error={errors.discount}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={discount}
              onChange={(e) => setDiscount(e.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField label="Note" hint="Optional" error={errors.note}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel} disabled={record.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? 'Recording...' : 'Record payment'}
        </Button>
      </div>
    </form>
  );
}
