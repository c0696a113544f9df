// GET /api/bookings/upcoming?limit=: the next confirmed or pending bookings from now on, soonest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { UpcomingBookings } from '#shared/schemas/booking.ts';
import { DASHBOARD_QUERY_RETRY } from './dashboard-retry.ts';

export const getUpcomingBookings = (limit: number) =>
  apiRequest<UpcomingBookings>(
    'GET',
    `/api/bookings/upcoming?${new URLSearchParams({ limit: String(limit) })}`,
  );

export const upcomingBookingsQueryOptions = (limit = 5) =>
  queryOptions({
    queryKey: ['/api/bookings/upcoming', { limit }] as const,
    queryFn: () => getUpcomingBookings(limit),
    ...DASHBOARD_QUERY_RETRY,
  });

export function useUpcomingBookings(options: { limit?: number; enabled?: boolean } = {}) {
  return useQuery({ ...upcomingBookingsQueryOptions(options.limit), enabled: options.enabled ?? true });
}
