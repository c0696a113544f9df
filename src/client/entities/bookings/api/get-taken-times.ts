// GET /api/businesses/{businessId}/bookings/{date}: the times of a local date when every staff member is
// booked (instants only, no client data). Quick booking uses it to mark times that cannot be booked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { TakenTimes } from '#shared/schemas/availability.ts';

const takenTimesUrl = (businessId: string, date: string) =>
  `/api/businesses/${encodeURIComponent(businessId)}/bookings/${date}`;

export const getTakenTimes = (businessId: string, date: string) =>
  apiRequest<TakenTimes>('GET', takenTimesUrl(businessId, date));

export const takenTimesQueryOptions = (businessId: string, date: string) =>
  queryOptions({
    queryKey: [takenTimesUrl(businessId, date)] as const,
    queryFn: () => getTakenTimes(businessId, date),
  });

export function useTakenTimes(businessId: string | undefined, date: string) {
  return useQuery({
    ...takenTimesQueryOptions(businessId ?? '', date),
    enabled: Boolean(businessId && /^\d{4}-\d{2}-\d{2}$/.test(date)),
  });
}
