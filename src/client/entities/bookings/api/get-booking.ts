// GET /api/bookings/{id}: one booking of the owner's business with its change history.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { BookingDetail } from '#shared/schemas/booking.ts';

export const bookingUrl = (id: string) => `/api/bookings/${encodeURIComponent(id)}`;

export function getBooking(id: string): Promise<BookingDetail> {
  return apiRequest<BookingDetail>('GET', bookingUrl(id));
}

export const bookingQueryOptions = (id: string) =>
  queryOptions({ queryKey: [bookingUrl(id)] as const, queryFn: () => getBooking(id) });

export function useBooking(id: string | null) {
  return useQuery({ ...bookingQueryOptions(id ?? ''), enabled: Boolean(id) });
}
