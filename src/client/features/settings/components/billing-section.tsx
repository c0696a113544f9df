// Billing summary on /settings (spec part 2 §2, §9): the plan, its price, the trial's days left and the next billing
// date, all from the account's own trial and subscription (GET /api/auth/billing). No payment provider is connected
// yet, and the section says so: no card, no payment buttons.
import { CreditCard } from 'lucide-react';
import { SettingsSection } from '#client/components/settings-section.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { type AccountMessageId, useAccountI18n } from '#client/lib/app-i18n/account-i18n.ts';
import { formatInstantDate } from '#client/lib/format.ts';
import type { Translator } from '#client/lib/i18n/locale-context.tsx';
import type { BillingSummary } from '#shared/schemas/account.ts';
import { useBillingSummary } from '../api/account.ts';

const STATUS: Record<
  BillingSummary['status'],
  { label: AccountMessageId; variant: 'success' | 'secondary' | 'outline' }
> = {
  trial: { label: 'billing.status.trial', variant: 'success' },
  trial_ended: { label: 'billing.status.trialEnded', variant: 'outline' },
  active: { label: 'billing.status.active', variant: 'success' },
  ending: { label: 'billing.status.ending', variant: 'secondary' },
  ended: { label: 'billing.status.ended', variant: 'outline' },
  none: { label: 'billing.status.none', variant: 'outline' },
};

type Formats = { t: Translator<AccountMessageId>; intl: string; timeZone: string };

/** 'June 9, 2026' in `timeZone` ('9. Juni 2026' in German). */
const formatDate = (iso: string, { timeZone, intl }: Formats) =>
  formatInstantDate(iso, timeZone, { month: 'long', day: 'numeric', year: 'numeric' }, intl);

/** '$5 per month', '$50 per year', '$5.50 per month' ('5 $ pro Monat' in German). */
function priceLabel(summary: BillingSummary, { t, intl }: Formats) {
  const whole = summary.price.endsWith('.00');
  const amount =
    intl === 'en-US'
      ? `$${whole ? summary.price.slice(0, -3) : summary.price}`
      : new Intl.NumberFormat(intl, {
          style: 'currency',
          currency: 'USD',
          minimumFractionDigits: whole ? 0 : 2,
        }).format(Number(summary.price));
  return summary.interval === 'year' ? t('billing.perYear', { amount }) : t('billing.perMonth', { amount });
}

function nextBillingLabel(summary: BillingSummary, formats: Formats) {
  const { t } = formats;
  if (summary.nextBillingDate) return formatDate(summary.nextBillingDate, formats);
  if (summary.endsAt) {
    const date = formatDate(summary.endsAt, formats);
    return summary.status === 'ended' ? t('billing.noneEnded', { date }) : t('billing.noneEnds', { date });
  }
  return t('billing.none');
}

/** `timeZone`: the business's, or the browser's before there is a business. */
export function BillingSection({ timeZone }: { timeZone: string }) {
  const { t } = useAccountI18n();
  const billing = useBillingSummary();
  return (
    <SettingsSection
      id="billing"
      icon={CreditCard}
      title={t('billing.title')}
      description={t('billing.description')}
    >
      {billing.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label={t('billing.loading')} />
        </div>
      ) : billing.isError ? (
        <p className="text-sm text-destructive">{errorMessage(billing.error)}</p>
      ) : (
        <BillingDetails summary={billing.data} timeZone={timeZone} />
      )}
    </SettingsSection>
  );
}

function BillingDetails({ summary, timeZone }: { summary: BillingSummary; timeZone: string }) {
  const { t, intl } = useAccountI18n();
  const formats = { t, intl, timeZone };
  const status = STATUS[summary.status];
  const trialEnd = summary.trialEndsAt ? formatDate(summary.trialEndsAt, formats) : null;
  const rows: Array<[string, string]> = [
    [t('billing.price'), priceLabel(summary, formats)],
    ...(trialEnd
      ? ([
          [
            t('billing.trial'),
            summary.trialDaysLeft
              ? t('billing.trialLeft', { count: summary.trialDaysLeft, date: trialEnd })
              : t('billing.trialEnded', { date: trialEnd }),
          ],
        ] satisfies Array<[string, string]>)
      : []),
    [t('billing.nextDate'), nextBillingLabel(summary, formats)],
  ];
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{t('billing.plan', { plan: summary.plan })}</span>
        <Badge variant={status.variant}>{t(status.label)}</Badge>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="rounded-lg border bg-muted/40 p-3 text-sm text-muted-foreground">{t('billing.notice')}</p>
    </div>
  );
}
