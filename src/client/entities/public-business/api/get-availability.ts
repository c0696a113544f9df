// GET /api/businesses/{slug}/availability?serviceId&days[&from][&teamMemberId][&extraServiceIds]: every slot of the
// next days (from `from`, else the business's today) for a service or a visit of several, each with its local time,
// instant and whether it can be booked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { AvailabilityResponse } from '#shared/schemas/availability.ts';
import { publicBusinessUrl } from './get-public-business.ts';

export type AvailabilityParams = {
  serviceId: string;
  days: number;
  from?: string;
  teamMemberId?: string;
  /** A visit's further services (decision 037). */
  extraServiceIds?: string[];
};

const availabilityUrl = (slug: string) => `${publicBusinessUrl(slug)}/availability`;

export function availabilityRequestUrl(slug: string, params: AvailabilityParams): string {
  const search = new URLSearchParams({ serviceId: params.serviceId, days: String(params.days) });
  if (params.from) search.set('from', params.from);
  if (params.teamMemberId) search.set('teamMemberId', params.teamMemberId);
  if (params.extraServiceIds) search.set('extraServiceIds', params.extraServiceIds.join(','));
  return `${availabilityUrl(slug)}?${search}`;
}

export function getAvailability(slug: string, params: AvailabilityParams): Promise<AvailabilityResponse> {
  return apiRequest<AvailabilityResponse>('GET', availabilityRequestUrl(slug, params));
}

/** The key of every availability query of a business's page. */
export const availabilityQueryKey = (slug: string) => [availabilityUrl(slug)] as const;

export const availabilityQueryOptions = (slug: string, params: AvailabilityParams) =>
  queryOptions({
    queryKey: [...availabilityQueryKey(slug), params] as const,
    queryFn: () => getAvailability(slug, params),
  });

export function useAvailability(slug: string, params: AvailabilityParams | null) {
  return useQuery({
    ...availabilityQueryOptions(slug, params ?? { serviceId: '', days: 0 }),
    enabled: params !== null,
  });
}
