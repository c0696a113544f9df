// Payments (/payments, issue 16): today's takings by method, the filterable list of payments and refunds with its
// totals and a CSV export of the same selection, recording a payment without a booking, and the daily cash close.
// Days are the business's own (its time zone), as the server counts them.
import { Download, Plus, Wallet } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { PageHeader } from '#client/components/page-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useMyBusiness } from '#client/entities/business/api/get-my-business.ts';
import { exportCsvUrl, type PaymentFilters, usePayments } from '#client/entities/payments/api/payments.ts';
import { TakePaymentForm } from '#client/entities/payments/take-payment-form.tsx';
import { useTeamMembers } from '#client/entities/team/api/get-team-members.ts';
import { formatPrice } from '#client/lib/format.ts';
import { localDateOf } from '#shared/domain/local-time.ts';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentTotals,
} from '#shared/schemas/payment.ts';
import { CashClose } from './cash-close.tsx';
import { PaymentList } from './payment-list.tsx';
import { TodayVisits } from './today-visits.tsx';

const ALL = 'all';

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-none font-semibold">{title}</h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-md border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums break-words" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function TodaysTakings({ today, currency }: { today: string; currency: string }) {
  const query = usePayments({ from: today, to: today }, { enabled: true });
  const money = (value: string) => formatPrice(value, currency);
  return (
    <Section title="Today's takings" description="Payments and tips taken today, less refunds, by method.">
      {query.isPending ? (
        <Spinner label="Loading today's takings" />
      ) : query.isError ? (
        <p className="text-sm text-destructive">Could not load today's takings.</p>
      ) : query.data.totals.count === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing taken yet today.</p>
      ) : (
        <dl
          className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6"
          aria-label="Today's takings by method"
        >
          <Figure label="Total" value={money(query.data.totals.net)} testId="takings-total" />
          {query.data.totals.byMethod.map(({ method, amount }) => (
            <Figure
              key={method}
              label={PAYMENT_METHOD_LABELS[method]}
              value={money(amount)}
              testId={`takings-${method}`}
            />
          ))}
        </dl>
      )}
    </Section>
  );
}

function Totals({ totals, currency }: { totals: PaymentTotals; currency: string }) {
  const money = (value: string) => formatPrice(value, currency);
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5" aria-label="Totals for the selection">
      <Figure label="Payments" value={money(totals.payments)} />
      <Figure label="Tips" value={money(totals.tips)} />
      <Figure label="Refunds" value={money(totals.refunds)} />
      <Figure label="Discounts" value={money(totals.discounts)} />
      <Figure label="Net" value={money(totals.net)} />
    </dl>
  );
}

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Array<[string, string]>;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label}>
      {(control) => (
        <Select value={value} onValueChange={onChange}>
          <SelectTrigger {...control}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {options.map(([optionValue, optionLabel]) => (
              <SelectItem key={optionValue} value={optionValue}>
                {optionLabel}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}

function PaymentsContent({ timeZone, currency }: { timeZone: string; currency: string }) {
  const today = localDateOf(new Date(), timeZone);
  const [filters, setFilters] = useState<PaymentFilters>({ from: today, to: today, page: 1 });
  const [recording, setRecording] = useState(false);
  const team = useTeamMembers();
  const list = usePayments(filters, { enabled: true });
  const change = (next: Partial<PaymentFilters>) =>
    setFilters((current) => ({ ...current, ...next, page: 1 }));
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.totals.count / data.pageSize)) : 1;
  const page = filters.page ?? 1;

  return (
    <div className="grid gap-6">
      <TodaysTakings today={today} currency={currency} />
      <Section title="Today's visits" description="Open a visit to see its balance and take its payment.">
        <TodayVisits timeZone={timeZone} currency={currency} />
      </Section>
      {recording ? (
        <Section
          title="Record a payment"
          description="A payment not tied to a booking (a product, a gift card sold)."
        >
          <TakePaymentForm
            currency={currency}
            onDone={() => setRecording(false)}
            onCancel={() => setRecording(false)}
          />
        </Section>
      ) : null}
      <Section title="Payments and refunds">
        <form
          aria-label="Filter payments"
          className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5"
          onSubmit={(e) => e.preventDefault()}
        >
          <FormField label="From">
            {(control) => (
              <Input
                {...control}
                type="date"
                value={filters.from ?? ''}
                max={filters.to}
                onChange={(e) => change({ from: e.target.value || undefined })}
              />
            )}
          </FormField>
          <FormField label="To">
            {(control) => (
              <Input
                {...control}
                type="date"
                value={filters.to ?? ''}
                min={filters.from}
                onChange={(e) => change({ to: e.target.value || undefined })}
              />
            )}
          </FormField>
          <FilterSelect
            label="Method"
            value={filters.method ?? ALL}
            options={[
              [ALL, 'All methods'],
              ...PAYMENT_METHODS.map((m): [string, string] => [m, PAYMENT_METHOD_LABELS[m]]),
            ]}
            onChange={(value) => change({ method: value === ALL ? undefined : (value as PaymentMethod) })}
          />
          <FilterSelect
            label="Team member"
            value={filters.teamMemberId ?? ALL}
            options={[[ALL, 'Everyone'], ...(team.data ?? []).map((m): [string, string] => [m.id, m.name])]}
            onChange={(value) => change({ teamMemberId: value === ALL ? undefined : value })}
          />
          <FilterSelect
            label="Status"
            value={filters.status ?? ALL}
            options={[
              [ALL, 'Payments and refunds'],
              ['payment', 'Payments'],
              ['refund', 'Refunds'],
            ]}
            onChange={(value) =>
              change({ status: value === ALL ? undefined : (value as 'payment' | 'refund') })
            }
          />
        </form>
        {list.isError ? (
          <div className="grid justify-items-center gap-2 py-8 text-sm">
            <p className="text-destructive">Could not load payments.</p>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              Retry
            </Button>
          </div>
        ) : !data ? (
          <div className="flex justify-center py-8">
            <Spinner label="Loading payments" />
          </div>
        ) : (
          <>
            <Totals totals={data.totals} currency={currency} />
            {data.payments.length === 0 ? (
              <div className="flex flex-col items-center gap-2 py-10 text-center text-sm text-muted-foreground">
                <Wallet className="size-8 opacity-50" aria-hidden="true" />
                <p className="font-medium text-foreground">No payments in this selection</p>
                <p>Take a payment from a booking's details, or widen the period.</p>
              </div>
            ) : (
              <PaymentList payments={data.payments} timeZone={timeZone} />
            )}
            {data.totals.count > data.pageSize ? (
              <nav aria-label="Payment pages" className="flex items-center justify-between gap-2">
                <Button
                  variant="outline"
                  disabled={page <= 1}
                  onClick={() => setFilters({ ...filters, page: page - 1 })}
                >
                  Newer
                </Button>
                <span aria-live="polite" className="text-sm text-muted-foreground">
                  Page {page} of {pages}
                </span>
                <Button
                  variant="outline"
                  disabled={page >= pages}
                  onClick={() => setFilters({ ...filters, page: page + 1 })}
                >
                  Older
                </Button>
              </nav>
            ) : null}
          </>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" asChild>
            <a href={exportCsvUrl(filters)} download>
              <Download aria-hidden="true" /> Export CSV
              <span className="sr-only"> of this selection</span>
            </a>
          </Button>
          {recording ? null : (
            <Button size="sm" onClick={() => setRecording(true)}>
              <Plus aria-hidden="true" /> Record payment
            </Button>
          )}
        </div>
      </Section>
      <CashClose today={today} currency={currency} />
    </div>
  );
}

export function PaymentsPage() {
  const business = useMyBusiness();
  return (
    <div>
      <PageHeader
        title="Payments"
        description="What each visit was paid, the day's takings and the cash close. Amounts in your business's currency."
      />
      {business.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading payments" />
        </div>
      ) : business.isError ? (
        <div className="grid justify-items-center gap-2 py-12 text-sm">
          <p className="text-destructive">Could not load your business.</p>
          <Button variant="outline" size="sm" onClick={() => void business.refetch()}>
            Retry
          </Button>
        </div>
      ) : !business.data ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-12 text-center text-sm text-muted-foreground">
            <Wallet className="size-8 opacity-50" aria-hidden="true" />
            <h2 className="font-medium text-foreground">Create your business first</h2>
            <p>Payments are recorded against the visits your clients book.</p>
            <Button className="mt-4" asChild>
              <Link href={paths.registerBusiness}>Create Your Business Profile</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <PaymentsContent timeZone={business.data.timezone} currency={business.data.currency} />
      )}
    </div>
  );
}
