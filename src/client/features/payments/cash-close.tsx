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
import { usePaymentsI18n } from '#client/lib/app-i18n/payments-i18n.ts';
import { formatLocalDate, formatPrice } from '#client/lib/format.ts';
import {
  type CashCloseInput,
  type CashClose as Close,
  cashCloseInputSchema,
} from '#shared/schemas/payment.ts';

type PaymentsI18n = ReturnType<typeof usePaymentsI18n>;

/** A close's day and amounts: the day as English shows it ('2026-11-23'), in the language's words elsewhere. */
function closeValues(close: Close, currency: string, { t, locale, intl }: PaymentsI18n) {
  const money = (value: string) => formatPrice(value, currency, intl);
  const amount = money(close.difference.replace('-', ''));
  return {
    date:
      locale === 'en'
        ? close.date
        : formatLocalDate(close.date, { month: 'short', day: 'numeric', year: 'numeric' }, intl),
    counted: money(close.countedCash),
    recorded: money(close.recordedCash),
    difference: money(close.difference),
    outcome:
      close.difference === '0.00'
        ? t('close.balanced')
        : t(close.difference.startsWith('-') ? 'close.short' : 'close.over', { amount }),
  };
}

export function CashClose({ today, currency }: { today: string; currency: string }) {
  const i18n = usePaymentsI18n();
  const { t } = i18n;
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
        <h2 className="text-lg leading-none font-semibold">{t('close.title')}</h2>
        <CardDescription>{t('close.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          aria-label={t('close.title')}
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={submit}
          noValidate
        >
          <FormField label={t('close.day')} error={errors.date?.message}>
            {(control) => <Input {...control} type="date" max={today} {...form.register('date')} />}
          </FormField>
          <FormField label={t('close.counted', { currency })} error={errors.countedCash?.message}>
            {(control) => <Input {...control} inputMode="decimal" {...form.register('countedCash')} />}
          </FormField>
          <FormField
            label={t('form.note')}
            hint={t('form.optional')}
            error={errors.note?.message}
            className="sm:col-span-2"
          >
            {(control) => <Textarea {...control} rows={2} maxLength={500} {...form.register('note')} />}
          </FormField>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={closeDay.isPending}>
              {closeDay.isPending ? t('close.submitting') : t('close.submit')}
            </Button>
          </div>
        </form>
        {latest ? (
          <p role="status" className="rounded-md border bg-muted p-3 text-sm">
            {t('close.result', closeValues(latest, currency, i18n))}
          </p>
        ) : null}
        {closes.data && closes.data.closes.length > 0 ? (
          <section aria-labelledby="past-closes-heading" className="grid gap-2">
            <h3 id="past-closes-heading" className="text-sm font-semibold">
              {t('close.past')}
            </h3>
            <ul className="divide-y text-sm">
              {closes.data.closes.map((close) => {
                const values = closeValues(close, currency, i18n);
                return (
                  <li key={close.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
                    <span className="font-medium">{values.date}</span>
                    <span className="tabular-nums">{t('close.pastLine', values)}</span>
                    {close.note ? (
                      <span className="w-full text-muted-foreground break-words">{close.note}</span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
