// PATCH /api/clients/{id}: contact details, date of birth, notes, tags and marketing consent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ClientItem, UpdateClientInput } from '#shared/schemas/client.ts';
import { clientPath } from './get-client.ts';
import { invalidateClientQueries } from './invalidate-client-queries.ts';

export const updateClient = ({ id, input }: { id: string; input: UpdateClientInput }) =>
  apiRequest<ClientItem>('PATCH', clientPath(id), input);

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: () => invalidateClientQueries(queryClient),
  });
}
