// Making one of the client's visits repeat (decision 030): POST …/repeat/preview checks every later date, POST
// …/repeat books the ones chosen from it, the visit starting the series. Only where the business allows it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateBookingData } from '#client/entities/bookings/api/booking-cache.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import type {
  CreatedSeries,
  RepeatBookingInput,
  RepeatInput,
  SeriesPreview,
} from '#shared/schemas/booking-series.ts';
import { bookingChangeUrl } from './cancel-client-booking.ts';
import { clientBookingsUrl } from './get-client-bookings.ts';

export function usePreviewClientRepeat(id: string) {
  return useMutation({
    mutationFn: (repeat: RepeatInput) =>
      apiRequest<SeriesPreview>('POST', `${bookingChangeUrl(id)}/repeat/preview`, { repeat }),
  });
}

export function useRepeatClientVisit(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RepeatBookingInput) =>
      apiRequest<CreatedSeries>('POST', `${bookingChangeUrl(id)}/repeat`, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [clientBookingsUrl] });
      await invalidateBookingData(queryClient);
    },
  });
}
