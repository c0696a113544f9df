// The dashboard's waitlist card: GET /api/waitlist/summary (refilled this month, the revenue saved) and
// GET /api/waitlist (who is waiting, in joining order); DELETE /api/waitlist/{id} removes an entry.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { WaitlistEntryView, WaitlistSummary } from '#shared/schemas/waitlist.ts';

export const waitlistSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/waitlist/summary'] as const,
    queryFn: () => apiRequest<WaitlistSummary>('GET', '/api/waitlist/summary'),
  });

export const waitlistQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/waitlist'] as const,
    queryFn: () => apiRequest<WaitlistEntryView[]>('GET', '/api/waitlist'),
  });

export function useWaitlist() {
  return { summary: useQuery(waitlistSummaryQueryOptions()), entries: useQuery(waitlistQueryOptions()) };
}

export function useRemoveWaitlistEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/waitlist/${encodeURIComponent(id)}`),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['/api/waitlist'] }),
        client.invalidateQueries({ queryKey: ['/api/waitlist/summary'] }),
      ]),
  });
}
