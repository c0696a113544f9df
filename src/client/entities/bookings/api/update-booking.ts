// PATCH /api/bookings/{id}: status changes (complete, no-show, cancel with a reason, confirm) and reschedules.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateBookingData } from '#client/entities/bookings/api/booking-cache.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import type { BookingDetail, UpdateBookingInput } from '#shared/schemas/booking.ts';
import { bookingQueryOptions, bookingUrl } from './get-booking.ts';

export function updateBooking(id: string, input: UpdateBookingInput): Promise<BookingDetail> {
  return apiRequest<BookingDetail>('PATCH', bookingUrl(id), input);
}

export function useUpdateBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateBookingInput) => updateBooking(id, input),
    onSuccess: async (detail) => {
      queryClient.setQueryData(bookingQueryOptions(id).queryKey, detail);
      await invalidateBookingData(queryClient);
    },
  });
}
