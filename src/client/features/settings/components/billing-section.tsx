// Billing summary on /settings (spec part 2 §2, §9): the plan, its price, the trial's days left and the next billing
// date, all from the account's own trial and subscription (GET /api/auth/billing). No payment provider is connected
// yet, and the section says so: no card, no payment buttons.
import { CreditCard } from 'lucide-react';
import { SettingsSection } from '#client/components/settings-section.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { formatInstantDate } from '#client/lib/format.ts';
import type { BillingSummary } from '#shared/schemas/account.ts';
import { useBillingSummary } from '../api/account.ts';

const STATUS: Record<
  BillingSummary['status'],
  { label: string; variant: 'success' | 'secondary' | 'outline' }
> = {
  trial: { label: 'Free trial', variant: 'success' },
  trial_ended: { label: 'Trial ended', variant: 'outline' },
  active: { label: 'Active', variant: 'success' },
  ending: { label: 'Ending', variant: 'secondary' },
  ended: { label: 'Ended', variant: 'outline' },
  none: { label: 'No plan', variant: 'outline' },
};

/** 'June 9, 2026' in `timeZone`. */
const formatDate = (iso: string, timeZone: string) =>
  formatInstantDate(iso, timeZone, { month: 'long', day: 'numeric', year: 'numeric' });

/** '$5 per month', '$50 per year', '$5.50 per month'. */
function priceLabel(summary: BillingSummary) {
  const amount = summary.price.endsWith('.00') ? summary.price.slice(0, -3) : summary.price;
  return `$${amount} per ${summary.interval}`;
}

function nextBillingLabel(summary: BillingSummary, timeZone: string) {
  if (summary.nextBillingDate) return formatDate(summary.nextBillingDate, timeZone);
  if (summary.endsAt)
    return `None: the plan ${summary.status === 'ended' ? 'ended' : 'ends'} on ${formatDate(summary.endsAt, timeZone)}`;
  return 'None';
}

/** `timeZone`: the business's, or the browser's before there is a business. */
export function BillingSection({ timeZone }: { timeZone: string }) {
  const billing = useBillingSummary();
  return (
    <SettingsSection
      id="billing"
      icon={CreditCard}
      title="Billing"
      description="Your plan, trial and billing dates."
    >
      {billing.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label="Loading billing summary" />
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
  const status = STATUS[summary.status];
  const rows: Array<[string, string]> = [
    ['Price', priceLabel(summary)],
    ...(summary.trialEndsAt
      ? ([
          [
            'Trial',
            summary.trialDaysLeft
              ? `${summary.trialDaysLeft} ${summary.trialDaysLeft === 1 ? 'day' : 'days'} left, ends ${formatDate(summary.trialEndsAt, timeZone)}`
              : `Ended ${formatDate(summary.trialEndsAt, timeZone)}`,
          ],
        ] satisfies Array<[string, string]>)
      : []),
    ['Next billing date', nextBillingLabel(summary, timeZone)],
  ];
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{summary.plan} plan</span>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="rounded-lg border bg-muted/40 p-3 text-sm text-muted-foreground">
        Payments are not set up in Bookwell yet: there is no card on file and you are not charged. Billing
        will start once online payment is available.
      </p>
    </div>
  );
}
