// GET /api/services: the owner's services, hidden ones included, in display order (callers filter). Shared by
// the services, booking, calendar, settings and customisation screens: one query, one cache entry.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { Service } from '#shared/schemas/service.ts';

export const getServices = () => apiRequest<Service[]>('GET', '/api/services');

export const servicesQueryOptions = () =>
  queryOptions({ queryKey: ['/api/services'] as const, queryFn: getServices });

export function useServices(options: { enabled?: boolean } = {}) {
  return useQuery({ ...servicesQueryOptions(), enabled: options.enabled ?? true });
}
