// What a service asks the customer to pay online before the booking is confirmed (decision 017).

export const DEPOSIT_TYPES = ['none', 'fixed', 'percentage', 'full'] as const;
export type DepositType = (typeof DEPOSIT_TYPES)[number];

/**
 * The amount due online in cents: a fixed deposit (never more than the price), a percentage of the price
 * (`valueCents` holds the percentage times 100: 25.5 % → 2550; half a cent rounds up), the full price, or 0.
 */
export function depositCents(priceCents: number, type: DepositType, valueCents: number | null): number {
  switch (type) {
    case 'none':
      return 0;
    case 'full':
      return priceCents;
    case 'fixed':
      return Math.min(priceCents, valueCents ?? 0);
    case 'percentage':
      return Math.round((priceCents * (valueCents ?? 0)) / 10_000);
  }
}
