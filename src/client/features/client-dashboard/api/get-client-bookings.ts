// GET /api/client/bookings: the signed-in client's bookings with this business, upcoming and past.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ClientBookingsResponse } from '#shared/schemas/client-portal.ts';

export const clientBookingsUrl = '/api/client/bookings';

export const getClientBookings = () => apiRequest<ClientBookingsResponse>('GET', clientBookingsUrl);

export const clientBookingsQueryOptions = () =>
  queryOptions({ queryKey: [clientBookingsUrl] as const, queryFn: getClientBookings });

export function useClientBookings() {
  return useQuery(clientBookingsQueryOptions());
}
