// A waitlist entry's link (/client/{slug}/waitlist/{token}): GET /api/waitlist/link/{token} reads the entry and the
// time offered now; accept, decline and leave post to the same place. No session: the token is the key.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { AcceptedOffer, PublicWaitlistEntry } from '#shared/schemas/waitlist.ts';

export const waitlistEntryUrl = (token: string) => `/api/waitlist/link/${encodeURIComponent(token)}`;

export const waitlistEntryQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [waitlistEntryUrl(token)] as const,
    queryFn: () => apiRequest<PublicWaitlistEntry>('GET', waitlistEntryUrl(token)),
    retry: false,
  });

export function useWaitlistEntry(token: string) {
  return useQuery(waitlistEntryQueryOptions(token));
}

export function useAcceptOffer(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) =>
      apiRequest<AcceptedOffer>('POST', `${waitlistEntryUrl(token)}/accept`, { offerId }),
    onSettled: () => client.invalidateQueries({ queryKey: [waitlistEntryUrl(token)] }),
  });
}

export function useDeclineOffer(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) =>
      apiRequest<PublicWaitlistEntry>('POST', `${waitlistEntryUrl(token)}/decline`, { offerId }),
    onSuccess: (entry) => client.setQueryData([waitlistEntryUrl(token)], entry),
  });
}

export function useLeaveWaitlist(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<PublicWaitlistEntry>('POST', `${waitlistEntryUrl(token)}/leave`),
    onSuccess: (entry) => client.setQueryData([waitlistEntryUrl(token)], entry),
  });
}
