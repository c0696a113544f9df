// PATCH /api/client/profile: the client's name, contact details, date of birth and message preferences.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ClientMe, ClientProfileInput } from '#shared/schemas/client-portal.ts';
import { clientMeQueryOptions } from './get-client-me.ts';

export function updateClientProfile(input: ClientProfileInput): Promise<ClientMe> {
  return apiRequest<ClientMe>('PATCH', '/api/client/profile', input);
}

export function useUpdateClientProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClientProfile,
    onSuccess: (me) => queryClient.setQueryData(clientMeQueryOptions().queryKey, me),
  });
}
