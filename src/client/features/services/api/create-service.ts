// POST /api/services {name, description, price, duration, imageUrl}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { servicesQueryOptions } from '#client/entities/services/api/get-services.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import type { CreateServiceInput, Service } from '#shared/schemas/service.ts';

export const createService = (input: CreateServiceInput) =>
  apiRequest<Service>('POST', '/api/services', input);

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesQueryOptions().queryKey }),
  });
}
