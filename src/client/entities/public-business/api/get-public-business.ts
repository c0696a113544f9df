// GET /api/businesses/{slug}: the public profile at the top of the booking page (404: no such business).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { PublicBusiness } from '#shared/schemas/business.ts';

export const publicBusinessUrl = (slug: string) => `/api/businesses/${encodeURIComponent(slug)}`;

export const getPublicBusiness = (slug: string) => apiRequest<PublicBusiness>('GET', publicBusinessUrl(slug));

export const publicBusinessQueryOptions = (slug: string) =>
  queryOptions({ queryKey: [publicBusinessUrl(slug)] as const, queryFn: () => getPublicBusiness(slug) });

export function usePublicBusiness(slug: string) {
  return useQuery(publicBusinessQueryOptions(slug));
}
