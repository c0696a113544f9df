// POST /api/waitlist/{id}/offer: the owner offers an entry a time by hand; the server holds it for them, sends the
// offer and answers with the entry and its offer, which replaces the entry in the cached list at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WAITLIST_URL, waitlistQueryOptions } from '#client/entities/waitlist/api/get-waitlist.ts';
import { invalidateWaitlistData } from '#client/entities/waitlist/api/invalidate-waitlist.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import type { OwnerOfferInput, WaitlistEntryView } from '#shared/schemas/waitlist.ts';

export const offerWaitlistTime = ({ id, input }: { id: string; input: OwnerOfferInput }) =>
  apiRequest<WaitlistEntryView>('POST', `${WAITLIST_URL}/${encodeURIComponent(id)}/offer`, input);

export function useOfferWaitlistTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: offerWaitlistTime,
    onSuccess: (entry) =>
      queryClient.setQueryData(waitlistQueryOptions().queryKey, (entries) =>
        entries?.map((e) => (e.id === entry.id ? entry : e)),
      ),
    onSettled: () => invalidateWaitlistData(queryClient),
  });
}
