// GET /api/businesses/{slug}/classes/{serviceId}/sessions: a class's sessions of the next 7 days with the seats
// left (decision 036). Seats change with every booking, so the list is read again each time its step shows.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { PublicClassSession } from '#shared/schemas/class.ts';
import { publicBusinessUrl } from './get-public-business.ts';

export const classSessionsQueryOptions = (slug: string, serviceId: string) =>
  queryOptions({
    queryKey: [`${publicBusinessUrl(slug)}/classes`, serviceId] as const,
    queryFn: () =>
      apiRequest<PublicClassSession[]>(
        'GET',
        `${publicBusinessUrl(slug)}/classes/${encodeURIComponent(serviceId)}/sessions`,
      ),
  });

export function useClassSessions(slug: string, serviceId: string) {
  return useQuery({ ...classSessionsQueryOptions(slug, serviceId), refetchOnMount: 'always' });
}
