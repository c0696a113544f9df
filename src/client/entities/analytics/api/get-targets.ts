// GET /api/analytics/targets: the owner's targets (monthly and quarterly revenue, weekly bookings, client growth),
// with the defaults filled in.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { Targets } from '#shared/schemas/analytics.ts';

export const getTargets = () => apiRequest<Targets>('GET', '/api/analytics/targets');

export const targetsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/analytics/targets'] as const, queryFn: getTargets });

export function useTargets(options: { enabled?: boolean } = {}) {
  return useQuery({ ...targetsQueryOptions(), enabled: options.enabled ?? true });
}
