// GET /api/client/me: the signed-in client of this business, or null when no client session is open (401).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '#client/lib/query-client.ts';
import type { ClientMe } from '#shared/schemas/client-portal.ts';

export const clientMeUrl = '/api/client/me';

export const clientMeQueryOptions = () =>
  queryOptions({
    queryKey: [clientMeUrl] as const,
    queryFn: getQueryFn<ClientMe>({ on401: 'returnNull' }),
  });

export function useClientMe() {
  return useQuery(clientMeQueryOptions());
}
