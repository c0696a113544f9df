// DELETE /api/services/{id}: deleted, or only hidden from booking when upcoming bookings still use it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { servicesQueryOptions } from '#client/entities/services/api/get-services.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import type { DeleteResult } from '#shared/schemas/service.ts';

export const deleteService = (id: string) =>
  apiRequest<DeleteResult>('DELETE', `/api/services/${encodeURIComponent(id)}`);

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesQueryOptions().queryKey }),
  });
}
