// The filtered list of payments and refunds on /payments, newest first, each payment refundable (in part) with a
// reason while something of it is left to give back.
import { zodResolver } from '@hookform/resolvers/zod';
import { Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useRefundPayment } from '#client/entities/payments/api/payments.ts';
import { useCalendarI18n } from '#client/lib/app-i18n/calendar-i18n.ts';
import { usePaymentsI18n } from '#client/lib/app-i18n/payments-i18n.ts';
import { formatPrice } from '#client/lib/format.ts';
import { decimalToCents, formatCents } from '#shared/domain/money.ts';
import { type Payment, type RefundInput, refundInputSchema } from '#shared/schemas/payment.ts';

function RefundForm({ payment, left, onDone }: { payment: Payment; left: string; onDone: () => void }) {
  const { t, intl } = usePaymentsI18n();
  const refund = useRefundPayment();
  const form = useForm<RefundInput, unknown, z.output<typeof refundInputSchema>>({
    resolver: zodResolver(refundInputSchema),
    defaultValues: { amount: left, reason: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    refund.mutate({ id: payment.id, ...values }, { onSuccess: onDone }),
  );
  return (
    <form
      aria-label={t('refund.form')}
      className="grid gap-3 rounded-md border p-3 sm:grid-cols-2"
      onSubmit={submit}
      noValidate
    >
      <FormField
        label={t('refund.amount', { amount: formatPrice(left, payment.currency, intl) })}
        error={errors.amount?.message}
      >
        {(control) => <Input {...control} inputMode="decimal" {...form.register('amount')} />}
      </FormField>
      <FormField label={t('refund.reason')} error={errors.reason?.message}>
        {(control) => <Input {...control} maxLength={500} {...form.register('reason')} />}
      </FormField>
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        <Button type="button" size="sm" variant="ghost" onClick={onDone} disabled={refund.isPending}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" size="sm" variant="destructive" disabled={refund.isPending}>
          {refund.isPending ? t('refund.submitting') : t('refund.submit')}
        </Button>
      </div>
    </form>
  );
}

function PaymentRow({ payment, timeZone }: { payment: Payment; timeZone: string }) {
  const [refunding, setRefunding] = useState(false);
  const headingId = useId();
  const { t, intl } = usePaymentsI18n();
  const { when } = useCalendarI18n();
  const money = (value: string) => formatPrice(value, payment.currency, intl);
  const left = formatCents(decimalToCents(payment.amount) - decimalToCents(payment.refunded));
  const who = [payment.clientName, payment.serviceName].filter(Boolean).join(' · ');
  return (
    <li aria-labelledby={headingId} className="grid gap-2 py-3">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p id={headingId} className="font-medium break-words">
            {who || (payment.kind === 'refund' ? t('payment.kind.refund') : t('list.noBooking'))}
          </p>
          <p className="text-xs text-muted-foreground">
            <time dateTime={payment.createdAt}>{when(payment.createdAt, timeZone)}</time>
            {payment.teamMemberName ? ` · ${payment.teamMemberName}` : ''}
          </p>
        </div>
        <div className="text-end">
          <p className={`font-semibold tabular-nums ${payment.kind === 'refund' ? 'text-destructive' : ''}`}>
            {money(payment.amount)}
          </p>
          {payment.tip !== '0.00' ? (
            <p className="text-xs text-muted-foreground tabular-nums">
              {t('list.tip', { amount: money(payment.tip) })}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <Badge variant={payment.kind === 'refund' ? 'destructive' : 'secondary'}>
          {t(`payment.kind.${payment.kind}`)}
        </Badge>
        <Badge variant="outline">{t(`payment.method.${payment.method}`)}</Badge>
        {payment.discount !== '0.00' ? (
          <span>{t('payment.discount', { amount: money(payment.discount) })}</span>
        ) : null}
        {payment.refunded !== '0.00' ? (
          <span>{t('list.refunded', { amount: money(payment.refunded) })}</span>
        ) : null}
        {payment.note ? (
          <span className="text-muted-foreground break-words">{t('list.note', { note: payment.note })}</span>
        ) : null}
        {payment.kind === 'payment' && left !== '0.00' && !refunding ? (
          <Button size="sm" variant="ghost" className="ms-auto" onClick={() => setRefunding(true)}>
            <Undo2 aria-hidden="true" /> {t('refund.open')}
            <span className="sr-only"> {t('refund.openFor', { amount: money(payment.amount) })}</span>
          </Button>
        ) : null}
      </div>
      {refunding ? <RefundForm payment={payment} left={left} onDone={() => setRefunding(false)} /> : null}
    </li>
  );
}

export function PaymentList({ payments, timeZone }: { payments: Payment[]; timeZone: string }) {
  const { t } = usePaymentsI18n();
  return (
    <ul className="divide-y" aria-label={t('list.label')}>
      {payments.map((payment) => (
        <PaymentRow key={payment.id} payment={payment} timeZone={timeZone} />
      ))}
    </ul>
  );
}
