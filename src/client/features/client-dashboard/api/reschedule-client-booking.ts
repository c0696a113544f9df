// POST /api/client/bookings/{id}/reschedule: a new business-local start, optionally with another staff member.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateBookingData } from '#client/features/bookings/api/booking-cache.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ClientRescheduleInput } from '#shared/schemas/client-portal.ts';
import { clientBookingsUrl } from './get-client-bookings.ts';

export function rescheduleClientBooking(id: string, input: ClientRescheduleInput): Promise<unknown> {
  return apiRequest('POST', `${clientBookingsUrl}/${encodeURIComponent(id)}/reschedule`, input);
}

export function useRescheduleClientBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientRescheduleInput) => rescheduleClientBooking(id, input),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: [clientBookingsUrl] });
      await invalidateBookingData(queryClient);
    },
  });
}
