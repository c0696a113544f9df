// GET /api/businesses/me: the signed-in owner's business, or null when they have not created one (404).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, errorStatus } from '#client/lib/api-client.ts';
import type { OwnerBusiness } from '#shared/schemas/business.ts';

export async function getMyBusiness(): Promise<OwnerBusiness | null> {
  try {
    return await apiRequest<OwnerBusiness>('GET', '/api/businesses/me');
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

export const myBusinessQueryOptions = () =>
  queryOptions({ queryKey: ['/api/businesses/me'] as const, queryFn: getMyBusiness });

export function useMyBusiness(options: { enabled?: boolean } = {}) {
  return useQuery({ ...myBusinessQueryOptions(), enabled: options.enabled ?? true });
}
