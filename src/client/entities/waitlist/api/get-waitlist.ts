// The owner's waitlist, read by the dashboard's card and the /waitlist page: GET /api/waitlist/summary (on or off,
// how many wait, refilled this month and the revenue saved) and GET /api/waitlist (active entries in joining order).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { WaitlistEntryView, WaitlistSummary } from '#shared/schemas/waitlist.ts';

export const WAITLIST_URL = '/api/waitlist';
export const WAITLIST_SUMMARY_URL = '/api/waitlist/summary';

export const waitlistSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [WAITLIST_SUMMARY_URL] as const,
    queryFn: () => apiRequest<WaitlistSummary>('GET', WAITLIST_SUMMARY_URL),
  });

export const waitlistQueryOptions = () =>
  queryOptions({
    queryKey: [WAITLIST_URL] as const,
    queryFn: () => apiRequest<WaitlistEntryView[]>('GET', WAITLIST_URL),
  });

export function useWaitlist(options: { enabled?: boolean } = {}) {
  const enabled = options.enabled ?? true;
  return {
    summary: useQuery({ ...waitlistSummaryQueryOptions(), enabled }),
    entries: useQuery({ ...waitlistQueryOptions(), enabled }),
  };
}
