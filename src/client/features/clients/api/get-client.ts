// GET /api/clients/{id}: one client with their full booking history.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ClientDetail } from '#shared/schemas/client.ts';

export const clientPath = (id: string) => `/api/clients/${encodeURIComponent(id)}`;

export const getClient = (id: string) => apiRequest<ClientDetail>('GET', clientPath(id));

export const clientQueryOptions = (id: string) =>
  queryOptions({ queryKey: [clientPath(id)] as const, queryFn: () => getClient(id) });

export function useClient(id: string | null) {
  return useQuery({ ...clientQueryOptions(id ?? ''), enabled: Boolean(id) });
}
