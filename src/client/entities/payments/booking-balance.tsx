// A booking's balance in its details dialog: price, paid (refunds taken off) and due, the payments so far, and
// 'Take payment' (opened by the parent too, right after the visit is marked completed).
import { Wallet } from 'lucide-react';
import { Alert, AlertDescription } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useBookingBalance } from '#client/entities/payments/api/payments.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { formatPrice } from '#client/lib/format.ts';
import { PAYMENT_METHOD_LABELS } from '#shared/schemas/payment.ts';
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
  const balance = useBookingBalance(bookingId);
  if (balance.isPending) return <Spinner label="Loading the balance" />;
  if (balance.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{errorMessage(balance.error, 'Could not load the balance.')}</AlertDescription>
      </Alert>
    );
  }
  const { currency, price, discount, paid, tips, due, payments } = balance.data;
  const money = (value: string) => formatPrice(value, currency);
  return (
    <section aria-labelledby="booking-balance-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="booking-balance-heading" className="text-sm font-semibold">
          Balance
        </h3>
        {paying ? null : (
          <Button
            size="sm"
            variant={due === '0.00' ? 'outline' : 'default'}
            onClick={() => onPayingChange(true)}
          >
            <Wallet aria-hidden="true" /> Take payment
          </Button>
        )}
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center text-sm">
        {[
          ['Price', price],
          ['Paid', paid],
          ['Due', due],
        ].map(([label, value]) => (
          <div key={label} className="rounded-md border p-2">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums" data-testid={`balance-${label?.toLowerCase()}`}>
              {money(value ?? '0')}
            </dd>
          </div>
        ))}
      </dl>
      {discount !== '0.00' || tips !== '0.00' ? (
        <p className="text-xs text-muted-foreground">
          {discount !== '0.00' ? `Discount ${money(discount)}` : null}
          {discount !== '0.00' && tips !== '0.00' ? ' · ' : null}
          {tips !== '0.00' ? `Tips ${money(tips)}` : null}
        </p>
      ) : null}
      {payments.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label="Payments for this booking">
          {payments.map((p) => (
            <li key={p.id} className="flex flex-wrap justify-between gap-x-3">
              <span>
                {p.kind === 'refund' ? 'Refund' : PAYMENT_METHOD_LABELS[p.method]}
                {p.note ? <span className="text-muted-foreground"> · {p.note}</span> : null}
              </span>
              <span className="tabular-nums">
                {money(p.amount)}
                {p.tip !== '0.00' ? ` + ${money(p.tip)} tip` : ''}
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
