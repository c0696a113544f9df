// DELETE /api/resources/{id}: gone, and no service needs it any more (so the services are read again).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourcesQueryOptions } from '#client/entities/resources/api/get-resources.ts';
import { servicesQueryOptions } from '#client/entities/services/api/get-services.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export const deleteResource = (id: string) =>
  apiRequest<void>('DELETE', `/api/resources/${encodeURIComponent(id)}`);

export function useDeleteResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResource,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resourcesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: servicesQueryOptions().queryKey }),
      ]),
  });
}
