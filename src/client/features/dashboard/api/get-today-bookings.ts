// GET /api/bookings/today: today's bookings in the business's time zone (cancelled ones left out), soonest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { BookingView } from '#shared/schemas/booking.ts';
import { DASHBOARD_QUERY_RETRY } from './dashboard-retry.ts';

export const getTodayBookings = () => apiRequest<BookingView[]>('GET', '/api/bookings/today');

export const todayBookingsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/bookings/today'] as const,
    queryFn: getTodayBookings,
    ...DASHBOARD_QUERY_RETRY,
  });

export function useTodayBookings(options: { enabled?: boolean } = {}) {
  return useQuery({ ...todayBookingsQueryOptions(), enabled: options.enabled ?? true });
}
