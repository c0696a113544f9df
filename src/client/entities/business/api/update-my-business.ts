// PATCH /api/businesses/me: any subset of the editable fields (null or '' clears an optional one).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { OwnerBusiness, UpdateBusinessInput } from '#shared/schemas/business.ts';
import { myBusinessQueryOptions } from './get-my-business.ts';

export const updateMyBusiness = (changes: UpdateBusinessInput) =>
  apiRequest<OwnerBusiness>('PATCH', '/api/businesses/me', changes);

export function useUpdateMyBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyBusiness,
    onSuccess: (business) => queryClient.setQueryData(myBusinessQueryOptions().queryKey, business),
  });
}
