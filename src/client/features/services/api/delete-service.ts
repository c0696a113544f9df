// DELETE /api/services/{id}: deleted, or only hidden from booking when upcoming bookings still use it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { DeleteResult } from '#shared/schemas/service.ts';
import { servicesQueryOptions } from './get-services.ts';

export const deleteService = (id: string) =>
  apiRequest<DeleteResult>('DELETE', `/api/services/${encodeURIComponent(id)}`);

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesQueryOptions().queryKey }),
  });
}
