// Cancelling one of the client's bookings (409 inside the cut-off): POST /api/client/bookings/{id}/cancel when
// signed in, or POST /api/manage/{token}/cancel through the booking's manage link.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateBookingData } from '#client/entities/bookings/api/booking-cache.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { clientBookingsUrl } from './get-client-bookings.ts';
import { managedBookingUrl } from './managed-booking.ts';

/** Where a booking's changes go: its manage link's address when opened through one, else the client's own. */
export function bookingChangeUrl(id: string, manageToken?: string) {
  return manageToken ? managedBookingUrl(manageToken) : `${clientBookingsUrl}/${encodeURIComponent(id)}`;
}

export function useCancelClientBooking(manageToken?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('POST', `${bookingChangeUrl(id, manageToken)}/cancel`),
    onSettled: async () => {
      await queryClient.invalidateQueries({
        queryKey: [manageToken ? managedBookingUrl(manageToken) : clientBookingsUrl],
      });
      await invalidateBookingData(queryClient);
    },
  });
}
