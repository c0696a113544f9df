// GET /api/businesses/{businessId}/bookings/{date}[?serviceId]: the times of a local date when every staff member is
// booked, or (with the service) a resource it needs is fully held; instants only, no client data. Quick booking (with
// its service) and rescheduling (without: a booking's own hold would grey out the times next to it) mark with it the
// times that cannot be booked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { TakenTimes } from '#shared/schemas/availability.ts';

const takenTimesUrl = (businessId: string, date: string, serviceId?: string) =>
  `/api/businesses/${encodeURIComponent(businessId)}/bookings/${date}${
    serviceId ? `?${new URLSearchParams({ serviceId })}` : ''
  }`;

export const getTakenTimes = (businessId: string, date: string, serviceId?: string) =>
  apiRequest<TakenTimes>('GET', takenTimesUrl(businessId, date, serviceId));

export const takenTimesQueryOptions = (businessId: string, date: string, serviceId?: string) =>
  queryOptions({
    queryKey: [takenTimesUrl(businessId, date, serviceId)] as const,
    queryFn: () => getTakenTimes(businessId, date, serviceId),
  });

export function useTakenTimes(businessId: string | undefined, date: string, serviceId?: string) {
  return useQuery({
    ...takenTimesQueryOptions(businessId ?? '', date, serviceId),
    enabled: Boolean(businessId && /^\d{4}-\d{2}-\d{2}$/.test(date)),
  });
}
