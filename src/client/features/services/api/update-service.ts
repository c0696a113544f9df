// PATCH /api/services/{id} with only the changed fields.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { servicesQueryOptions } from '#client/entities/services/api/get-services.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import type { Service, UpdateServiceInput } from '#shared/schemas/service.ts';

export const updateService = ({ id, changes }: { id: string; changes: UpdateServiceInput }) =>
  apiRequest<Service>('PATCH', `/api/services/${encodeURIComponent(id)}`, changes);

export function useUpdateService() {
  const queryClient = useQueryClient();
  const { queryKey } = servicesQueryOptions();
  return useMutation({
    mutationFn: updateService,
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKey, (list) => list?.map((s) => (s.id === updated.id ? updated : s)));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
