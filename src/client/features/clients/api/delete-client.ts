// DELETE /api/clients/{id}: erases the client's personal data; their bookings stay, anonymised, for the books.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { clientPath } from './get-client.ts';
import { invalidateClientQueries } from './invalidate-client-queries.ts';

export const deleteClient = (id: string) => apiRequest<void>('DELETE', clientPath(id));

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: [clientPath(id)] });
      return invalidateClientQueries(queryClient);
    },
  });
}
