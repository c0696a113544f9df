// GET /api/bookings?from&to[&teamMemberId]: the owner's bookings between two local dates (inclusive).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { BookingView } from '#shared/schemas/booking.ts';

export type BookingRange = { from: string; to: string; teamMemberId?: string };

export function getBookings(range: BookingRange): Promise<BookingView[]> {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  if (range.teamMemberId) params.set('teamMemberId', range.teamMemberId);
  return apiRequest<BookingView[]>('GET', `/api/bookings?${params}`);
}

export const bookingsQueryOptions = (range: BookingRange) =>
  queryOptions({
    queryKey: ['/api/bookings', range] as const,
    queryFn: () => getBookings(range),
  });

export function useBookings(range: BookingRange, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...bookingsQueryOptions(range),
    enabled: options.enabled ?? true,
    // Paging between weeks keeps the previous week on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
