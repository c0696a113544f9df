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
import { usePaymentsI18n } from '#client/lib/app-i18n/payments-i18n.ts';
import { formatPrice } from '#client/lib/format.ts';
import { localDateOf } from '#shared/domain/local-time.ts';
import { PAYMENT_METHODS, type PaymentMethod, type PaymentTotals } from '#shared/schemas/payment.ts';
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
  const { t, intl } = usePaymentsI18n();
  const query = usePayments({ from: today, to: today }, { enabled: true });
  const money = (value: string) => formatPrice(value, currency, intl);
  return (
    <Section title={t('takings.title')} description={t('takings.intro')}>
      {query.isPending ? (
        <Spinner label={t('takings.loading')} />
      ) : query.isError ? (
        <p className="text-sm text-destructive">{t('takings.loadFailed')}</p>
      ) : query.data.totals.count === 0 ? (
        <p className="text-sm text-muted-foreground">{t('takings.empty')}</p>
      ) : (
        <dl
          className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6"
          aria-label={t('takings.byMethod')}
        >
          <Figure label={t('takings.total')} value={money(query.data.totals.net)} testId="takings-total" />
          {query.data.totals.byMethod.map(({ method, amount }) => (
            <Figure
              key={method}
              label={t(`payment.method.${method}`)}
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
  const { t, intl } = usePaymentsI18n();
  const money = (value: string) => formatPrice(value, currency, intl);
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5" aria-label={t('totals.label')}>
      <Figure label={t('totals.payments')} value={money(totals.payments)} />
      <Figure label={t('totals.tips')} value={money(totals.tips)} />
      <Figure label={t('totals.refunds')} value={money(totals.refunds)} />
      <Figure label={t('totals.discounts')} value={money(totals.discounts)} />
      <Figure label={t('totals.net')} value={money(totals.net)} />
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
  const { t } = usePaymentsI18n();
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
      <Section title={t('visits.title')} description={t('visits.intro')}>
        <TodayVisits timeZone={timeZone} currency={currency} />
      </Section>
      {recording ? (
        <Section title={t('record.title')} description={t('record.intro')}>
          <TakePaymentForm
            currency={currency}
            onDone={() => setRecording(false)}
            onCancel={() => setRecording(false)}
          />
        </Section>
      ) : null}
      <Section title={t('list.title')}>
        <form
          aria-label={t('filters.label')}
          className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5"
          onSubmit={(e) => e.preventDefault()}
        >
          <FormField label={t('filters.from')}>
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
          <FormField label={t('filters.to')}>
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
            label={t('payment.method')}
            value={filters.method ?? ALL}
            options={[
              [ALL, t('filters.method.all')],
              ...PAYMENT_METHODS.map((m): [string, string] => [m, t(`payment.method.${m}`)]),
            ]}
            onChange={(value) => change({ method: value === ALL ? undefined : (value as PaymentMethod) })}
          />
          <FilterSelect
            label={t('filters.member')}
            value={filters.teamMemberId ?? ALL}
            options={[
              [ALL, t('filters.member.all')],
              ...(team.data ?? []).map((m): [string, string] => [m.id, m.name]),
            ]}
            onChange={(value) => change({ teamMemberId: value === ALL ? undefined : value })}
          />
          <FilterSelect
            label={t('filters.status')}
            value={filters.status ?? ALL}
            options={[
              [ALL, t('filters.status.all')],
              ['payment', t('filters.status.payment')],
              ['refund', t('filters.status.refund')],
            ]}
            onChange={(value) =>
              change({ status: value === ALL ? undefined : (value as 'payment' | 'refund') })
            }
          />
        </form>
        {list.isError ? (
          <div className="grid justify-items-center gap-2 py-8 text-sm">
            <p className="text-destructive">{t('list.loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              {t('page.retry')}
            </Button>
          </div>
        ) : !data ? (
          <div className="flex justify-center py-8">
            <Spinner label={t('page.loading')} />
          </div>
        ) : (
          <>
            <Totals totals={data.totals} currency={currency} />
            {data.payments.length === 0 ? (
              <div className="flex flex-col items-center gap-2 py-10 text-center text-sm text-muted-foreground">
                <Wallet className="size-8 opacity-50" aria-hidden="true" />
                <p className="font-medium text-foreground">{t('list.empty.title')}</p>
                <p>{t('list.empty.text')}</p>
              </div>
            ) : (
              <PaymentList payments={data.payments} timeZone={timeZone} />
            )}
            {data.totals.count > data.pageSize ? (
              <nav aria-label={t('list.pages')} className="flex items-center justify-between gap-2">
                <Button
                  variant="outline"
                  disabled={page <= 1}
                  onClick={() => setFilters({ ...filters, page: page - 1 })}
                >
                  {t('list.newer')}
                </Button>
                <span aria-live="polite" className="text-sm text-muted-foreground">
                  {t('list.page', { page, pages })}
                </span>
                <Button
                  variant="outline"
                  disabled={page >= pages}
                  onClick={() => setFilters({ ...filters, page: page + 1 })}
                >
                  {t('list.older')}
                </Button>
              </nav>
            ) : null}
          </>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" asChild>
            <a href={exportCsvUrl(filters)} download>
              <Download aria-hidden="true" /> {t('list.export')}
              <span className="sr-only"> {t('list.exportScope')}</span>
            </a>
          </Button>
          {recording ? null : (
            <Button size="sm" onClick={() => setRecording(true)}>
              <Plus aria-hidden="true" /> {t('payment.record')}
            </Button>
          )}
        </div>
      </Section>
      <CashClose today={today} currency={currency} />
    </div>
  );
}

export function PaymentsPage() {
  const { t } = usePaymentsI18n();
  const business = useMyBusiness();
  return (
    <div>
      <PageHeader title={t('page.title')} description={t('page.intro')} />
      {business.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label={t('page.loading')} />
        </div>
      ) : business.isError ? (
        <div className="grid justify-items-center gap-2 py-12 text-sm">
          <p className="text-destructive">{t('page.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void business.refetch()}>
            {t('page.retry')}
          </Button>
        </div>
      ) : !business.data ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-12 text-center text-sm text-muted-foreground">
            <Wallet className="size-8 opacity-50" aria-hidden="true" />
            <h2 className="font-medium text-foreground">{t('page.noBusiness.title')}</h2>
            <p>{t('page.noBusiness.text')}</p>
            <Button className="mt-4" asChild>
              <Link href={paths.registerBusiness}>{t('page.noBusiness.action')}</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <PaymentsContent timeZone={business.data.timezone} currency={business.data.currency} />
      )}
    </div>
  );
}
