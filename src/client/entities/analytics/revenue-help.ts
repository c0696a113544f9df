// What a revenue figure counts, said beside it on the dashboard and in analytics (issue 16).
export const REVENUE_HELP =
  'Confirmed and completed visits: what was paid (refunds taken off) when payments are recorded, else the booked price.';
