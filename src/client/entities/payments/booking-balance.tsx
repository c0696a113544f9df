// A booking's balance in its details dialog: price, paid (refunds taken off) and due, the payments so far, and
// 'Take payment' (opened by the parent too, right after the visit is marked completed).
import { Wallet } from 'lucide-react';
import { Alert, AlertDescription } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useBookingBalance } from '#client/entities/payments/api/payments.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { usePaymentsI18n } from '#client/lib/app-i18n/payments-i18n.ts';
import { formatPrice } from '#client/lib/format.ts';
import { TakePaymentForm } from './take-payment-form.tsx';

export function BookingBalance({
  bookingId,
  paying,
  onPayingChange,
}: {
  bookingId: string;
  paying: boolean;
  onPayingChange: (paying: boolean) => void;
}) {
  const { t, intl } = usePaymentsI18n();
  const balance = useBookingBalance(bookingId);
  if (balance.isPending) return <Spinner label={t('balance.loading')} />;
  if (balance.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{errorMessage(balance.error, t('balance.loadFailed'))}</AlertDescription>
      </Alert>
    );
  }
  const { currency, price, discount, paid, tips, due, payments } = balance.data;
  const money = (value: string) => formatPrice(value, currency, intl);
  return (
    <section aria-labelledby="booking-balance-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="booking-balance-heading" className="text-sm font-semibold">
          {t('balance.title')}
        </h3>
        {paying ? null : (
          <Button
            size="sm"
            variant={due === '0.00' ? 'outline' : 'default'}
            onClick={() => onPayingChange(true)}
          >
            <Wallet aria-hidden="true" /> {t('payment.take')}
          </Button>
        )}
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center text-sm">
        {(
          [
            ['price', t('balance.price'), price],
            ['paid', t('balance.paid'), paid],
            ['due', t('balance.due'), due],
          ] as const
        ).map(([key, label, value]) => (
          <div key={key} className="rounded-md border p-2">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums" data-testid={`balance-${key}`}>
              {money(value)}
            </dd>
          </div>
        ))}
      </dl>
      {discount !== '0.00' || tips !== '0.00' ? (
        <p className="text-xs text-muted-foreground">
          {discount !== '0.00' ? t('payment.discount', { amount: money(discount) }) : null}
          {discount !== '0.00' && tips !== '0.00' ? ' · ' : null}
          {tips !== '0.00' ? t('balance.tips', { amount: money(tips) }) : null}
        </p>
      ) : null}
      {payments.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label={t('balance.payments')}>
          {payments.map((p) => (
            <li key={p.id} className="flex flex-wrap justify-between gap-x-3">
              <span>
                {p.kind === 'refund' ? t('payment.kind.refund') : t(`payment.method.${p.method}`)}
                {p.note ? <span className="text-muted-foreground"> · {p.note}</span> : null}
              </span>
              <span className="tabular-nums">
                {p.tip === '0.00'
                  ? money(p.amount)
                  : t('balance.withTip', { amount: money(p.amount), tip: money(p.tip) })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {paying ? (
        <TakePaymentForm
          bookingId={bookingId}
          defaultAmount={due}
          currency={currency}
          onDone={() => onPayingChange(false)}
          onCancel={() => onPayingChange(false)}
        />
      ) : null}
    </section>
  );
}
