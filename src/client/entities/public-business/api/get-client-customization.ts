// GET /api/businesses/{slug}/client-customization: the owner's colours, images and texts for this page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { PublicCustomization } from '#shared/schemas/customization.ts';
import { publicBusinessUrl } from './get-public-business.ts';

export const getClientCustomization = (slug: string) =>
  apiRequest<PublicCustomization>('GET', `${publicBusinessUrl(slug)}/client-customization`);

export const clientCustomizationQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [`${publicBusinessUrl(slug)}/client-customization`] as const,
    queryFn: () => getClientCustomization(slug),
  });

export function useClientCustomization(slug: string) {
  return useQuery(clientCustomizationQueryOptions(slug));
}
