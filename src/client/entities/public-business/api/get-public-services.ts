// GET /api/businesses/{slug}/services: the active services a customer can book, in the owner's order.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { PublicService } from '#shared/schemas/service.ts';
import { publicBusinessUrl } from './get-public-business.ts';

export const getPublicServices = (slug: string) =>
  apiRequest<PublicService[]>('GET', `${publicBusinessUrl(slug)}/services`);

export const publicServicesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [`${publicBusinessUrl(slug)}/services`] as const,
    queryFn: () => getPublicServices(slug),
  });

export function usePublicServices(slug: string) {
  return useQuery(publicServicesQueryOptions(slug));
}
