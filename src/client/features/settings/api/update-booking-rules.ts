// PUT /api/booking-rules: all four rules at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { BookingRulesSettings } from '#shared/schemas/booking-rules.ts';
import { bookingRulesQueryOptions } from './get-booking-rules.ts';

export const updateBookingRules = (rules: BookingRulesSettings) =>
  apiRequest<BookingRulesSettings>('PUT', '/api/booking-rules', rules);

export function useUpdateBookingRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBookingRules,
    onSuccess: (saved) => queryClient.setQueryData(bookingRulesQueryOptions().queryKey, saved),
  });
}
