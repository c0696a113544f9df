// POST /api/client/bookings/{id}/cancel: the client cancels one of their bookings (409 inside the cut-off).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateBookingData } from '#client/features/bookings/api/booking-cache.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { clientBookingsUrl } from './get-client-bookings.ts';

export function cancelClientBooking(id: string): Promise<unknown> {
  return apiRequest('POST', `${clientBookingsUrl}/${encodeURIComponent(id)}/cancel`);
}

export function useCancelClientBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelClientBooking,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: [clientBookingsUrl] });
      await invalidateBookingData(queryClient);
    },
  });
}
