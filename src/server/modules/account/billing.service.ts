// The billing summary on /settings (spec part 2 §9): the one Professional plan ($5 a month or $50 a year), the
// trial and the next billing date, all from the user's own trial and subscription fields, never a fixed date.
// There is no payment provider yet, so no card is on file and nothing is charged.
import type { User } from '#server/platform/session.ts';
import type { BillingSummary } from '#shared/schemas/account.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const PLAN_NAME = 'Professional';
export const PLAN_PRICES = { month: '5.00', year: '50.00' } as const;

/** Yearly when the subscription type says so ('annual', 'professional_annual', 'yearly'); monthly otherwise. */
function intervalOf(subscriptionType: string | null): BillingSummary['interval'] {
  return subscriptionType && /annual|year/i.test(subscriptionType) ? 'year' : 'month';
}

/** `anchor` moved by `months` calendar months in UTC, its day kept or, in a shorter month, the month's last day
 * (a subscription started on January 31 renews on February 28, then March 31). */
export function addMonthsUtc(anchor: Date, months: number): Date {
  const total = anchor.getUTCMonth() + months;
  const year = anchor.getUTCFullYear() + Math.floor(total / 12);
  const month = ((total % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moved = new Date(anchor);
  moved.setUTCFullYear(year, month, Math.min(anchor.getUTCDate(), lastDay));
  return moved;
}

/** The first renewal after `now` of a subscription that started at `start` and renews every `interval`. */
export function nextRenewal(start: Date, interval: BillingSummary['interval'], now: Date): Date {
  if (start > now) return start;
  const step = interval === 'year' ? 12 : 1;
  const elapsed =
    (now.getUTCFullYear() - start.getUTCFullYear()) * 12 + (now.getUTCMonth() - start.getUTCMonth());
  // Start from just before `now` and move on until past it (at most two steps).
  let periods = Math.max(1, Math.floor(elapsed / step));
  let next = addMonthsUtc(start, periods * step);
  while (next <= now) next = addMonthsUtc(start, ++periods * step);
  return next;
}

type BillingFields = Pick<
  User,
  | 'trialEndDate'
  | 'subscriptionStatus'
  | 'subscriptionType'
  | 'subscriptionPrice'
  | 'subscriptionStartDate'
  | 'subscriptionEndDate'
  | 'createdAt'
>;

export function billingSummary(user: BillingFields, now = new Date()): BillingSummary {
  const interval = intervalOf(user.subscriptionType);
  const base = {
    plan: PLAN_NAME,
    price: user.subscriptionPrice ?? PLAN_PRICES[interval],
    interval,
    trialEndsAt: null,
    trialDaysLeft: null,
    nextBillingDate: null,
    endsAt: null,
  } satisfies Omit<BillingSummary, 'status'>;
  const status = user.subscriptionStatus;

  if (status === 'trial' && user.trialEndDate) {
    const trialEnd = user.trialEndDate;
    const left = Math.max(0, Math.ceil((trialEnd.getTime() - now.getTime()) / DAY_MS));
    const running = trialEnd > now;
    return {
      ...base,
      status: running ? 'trial' : 'trial_ended',
      trialEndsAt: trialEnd.toISOString(),
      trialDaysLeft: left,
      nextBillingDate: running ? trialEnd.toISOString() : null,
    };
  }

  const end = user.subscriptionEndDate;
  if (status === 'active') {
    const next = nextRenewal(user.subscriptionStartDate ?? user.createdAt, interval, now);
    if (end && end <= now) return { ...base, status: 'ended', endsAt: end.toISOString() };
    if (end && next > end) return { ...base, status: 'ending', endsAt: end.toISOString() };
    return { ...base, status: 'active', nextBillingDate: next.toISOString() };
  }
  if (end && (status === 'cancelled' || status === 'canceled' || status === 'expired')) {
    return { ...base, status: end > now ? 'ending' : 'ended', endsAt: end.toISOString() };
  }
  return { ...base, status: 'none' };
}
