// GET /api/clients?search=&status=&sort=: the owner's clients with their figures, plus the summary for the
// stats cards. While a new search loads, the previous list stays on screen.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ClientListResponse } from '#shared/schemas/client.ts';
import { type ClientListParams, clientListQuery } from '../clients-format.ts';

export const getClients = (params: ClientListParams) =>
  apiRequest<ClientListResponse>('GET', `/api/clients${clientListQuery(params)}`);

export const clientsQueryOptions = (params: ClientListParams) =>
  queryOptions({
    queryKey: ['/api/clients', params] as const,
    queryFn: () => getClients(params),
    placeholderData: keepPreviousData,
  });

export function useClients(params: ClientListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...clientsQueryOptions(params), enabled: options.enabled ?? true });
}
