// Moving one of the client's bookings to a new business-local start, optionally with another staff member: POST
// …/reschedule on the client's own booking or through its manage link (see bookingChangeUrl).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateBookingData } from '#client/entities/bookings/api/booking-cache.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ClientRescheduleInput } from '#shared/schemas/client-portal.ts';
import { bookingChangeUrl } from './cancel-client-booking.ts';
import { clientBookingsUrl } from './get-client-bookings.ts';
import { managedBookingUrl } from './managed-booking.ts';

export function useRescheduleClientBooking(id: string, manageToken?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientRescheduleInput) =>
      apiRequest('POST', `${bookingChangeUrl(id, manageToken)}/reschedule`, input),
    onSettled: async () => {
      await queryClient.invalidateQueries({
        queryKey: [manageToken ? managedBookingUrl(manageToken) : clientBookingsUrl],
      });
      await invalidateBookingData(queryClient);
    },
  });
}
