// The owner's help & support requests: GET /api/support/requests (theirs, newest first) and POST to send one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { SupportRequest, SupportRequestInput } from '#shared/schemas/support.ts';

const URL = '/api/support/requests';

export function useMySupportRequests(options: { enabled: boolean }) {
  return useQuery({
    queryKey: [URL],
    queryFn: () => apiRequest<SupportRequest[]>('GET', URL),
    enabled: options.enabled,
  });
}

export function useSendSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SupportRequestInput) => apiRequest<SupportRequest>('POST', URL, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [URL] }),
        // The confirmation is also a notification.
        queryClient.invalidateQueries({ queryKey: ['/api/notifications'] }),
      ]),
  });
}
