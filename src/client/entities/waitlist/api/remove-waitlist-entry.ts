// DELETE /api/waitlist/{id}: the owner takes an entry off the waitlist (a time held for it is let go).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { WAITLIST_URL } from './get-waitlist.ts';
import { invalidateWaitlistData } from './invalidate-waitlist.ts';

export const removeWaitlistEntry = (id: string) =>
  apiRequest<void>('DELETE', `${WAITLIST_URL}/${encodeURIComponent(id)}`);

export function useRemoveWaitlistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWaitlistEntry,
    onSettled: () => invalidateWaitlistData(queryClient),
  });
}
