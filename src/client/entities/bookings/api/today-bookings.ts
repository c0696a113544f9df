// GET /api/bookings/today: the owner's bookings for today in the business's time zone.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { BookingView } from '#shared/schemas/booking.ts';

export const todayBookingsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/bookings/today'] as const,
    queryFn: () => apiRequest<BookingView[]>('GET', '/api/bookings/today'),
  });

export function useTodayBookings(options: { enabled?: boolean } = {}) {
  return useQuery({ ...todayBookingsQueryOptions(), enabled: options.enabled ?? true });
}
