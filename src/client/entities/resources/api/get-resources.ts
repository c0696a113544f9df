// GET /api/resources: the owner's rooms, chairs and equipment, by name (the Resources section, the service form and
// a class session's room).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { Resource } from '#shared/schemas/resource.ts';

export const getResources = () => apiRequest<Resource[]>('GET', '/api/resources');

export const resourcesQueryOptions = () =>
  queryOptions({ queryKey: ['/api/resources'] as const, queryFn: getResources });

export function useResources(options: { enabled?: boolean } = {}) {
  return useQuery({ ...resourcesQueryOptions(), enabled: options.enabled ?? true });
}
