// POST /api/clients: adds a client. A phone number already on file is a 409 naming the existing client.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ClientItem, CreateClientInput } from '#shared/schemas/client.ts';
import { invalidateClientQueries } from './invalidate-client-queries.ts';

export const createClient = (input: CreateClientInput) =>
  apiRequest<ClientItem>('POST', '/api/clients', input);

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => invalidateClientQueries(queryClient),
  });
}
