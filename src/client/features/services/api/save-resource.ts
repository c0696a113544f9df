// POST /api/resources (a new resource) or PATCH /api/resources/{id} (its name or quantity).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourcesQueryOptions } from '#client/entities/resources/api/get-resources.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import type { Resource, ResourceInput } from '#shared/schemas/resource.ts';

export const saveResource = ({ id, input }: { id?: string; input: ResourceInput }) =>
  id
    ? apiRequest<Resource>('PATCH', `/api/resources/${encodeURIComponent(id)}`, input)
    : apiRequest<Resource>('POST', '/api/resources', input);

export function useSaveResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourcesQueryOptions().queryKey }),
  });
}
