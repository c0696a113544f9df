// The daily close on /payments: the owner counts the drawer, the server compares it with the cash recorded that
// day (tips in, refunds out) and keeps the difference with a note. Past closes are listed below.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useCashCloses, useCloseDay } from '#client/entities/payments/api/payments.ts';
import { formatPrice } from '#client/lib/format.ts';
import {
  type CashCloseInput,
  type CashClose as Close,
  cashCloseInputSchema,
} from '#shared/schemas/payment.ts';

function differenceText(close: Close, currency: string) {
  if (close.difference === '0.00') return 'Balanced';
  const amount = formatPrice(close.difference.replace('-', ''), currency);
  return close.difference.startsWith('-') ? `${amount} short` : `${amount} over`;
}

export function CashClose({ today, currency }: { today: string; currency: string }) {
  const closeDay = useCloseDay();
  const closes = useCashCloses({ enabled: true });
  const form = useForm<CashCloseInput, unknown, z.output<typeof cashCloseInputSchema>>({
    resolver: zodResolver(cashCloseInputSchema),
    defaultValues: { date: today, countedCash: '', note: '' },
  });
  const { errors } = form.formState;
  // The schema reads a blank note as null; the API is sent none.
  const submit = form.handleSubmit((values) =>
    closeDay.mutate(
      { ...values, note: values.note ?? undefined },
      { onSuccess: () => form.reset({ date: values.date, countedCash: '', note: '' }) },
    ),
  );
  const latest = closeDay.data;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-none font-semibold">Daily close</h2>
        <CardDescription>
          Count the cash in the drawer; we compare it with the cash recorded that day.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form aria-label="Daily close" className="grid gap-3 sm:grid-cols-2" onSubmit={submit} noValidate>
          <FormField label="Day" error={errors.date?.message}>
            {(control) => <Input {...control} type="date" max={today} {...form.register('date')} />}
          </FormField>
          <FormField label={`Cash counted (${currency})`} error={errors.countedCash?.message}>
            {(control) => <Input {...control} inputMode="decimal" {...form.register('countedCash')} />}
          </FormField>
          <FormField label="Note" hint="Optional" error={errors.note?.message} className="sm:col-span-2">
            {(control) => <Textarea {...control} rows={2} maxLength={500} {...form.register('note')} />}
          </FormField>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={closeDay.isPending}>
              {closeDay.isPending ? 'Closing...' : 'Close the day'}
            </Button>
          </div>
        </form>
        {latest ? (
          <p role="status" className="rounded-md border bg-muted p-3 text-sm">
            {latest.date}: counted {formatPrice(latest.countedCash, currency)}, recorded{' '}
            {formatPrice(latest.recordedCash, currency)}, difference{' '}
            {formatPrice(latest.difference, currency)} ({differenceText(latest, currency)}).
          </p>
        ) : null}
        {closes.data && closes.data.closes.length > 0 ? (
          <section aria-labelledby="past-closes-heading" className="grid gap-2">
            <h3 id="past-closes-heading" className="text-sm font-semibold">
              Past closes
            </h3>
            <ul className="divide-y text-sm">
              {closes.data.closes.map((close) => (
                <li key={close.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
                  <span className="font-medium">{close.date}</span>
                  <span className="tabular-nums">
                    Counted {formatPrice(close.countedCash, currency)} · recorded{' '}
                    {formatPrice(close.recordedCash, currency)} · {differenceText(close, currency)}
                  </span>
                  {close.note ? (
                    <span className="w-full text-muted-foreground break-words">{close.note}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
