// POST /api/services {name, description, price, duration, imageUrl}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { CreateServiceInput, Service } from '#shared/schemas/service.ts';
import { servicesQueryOptions } from './get-services.ts';

export const createService = (input: CreateServiceInput) =>
  apiRequest<Service>('POST', '/api/services', input);

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesQueryOptions().queryKey }),
  });
}
