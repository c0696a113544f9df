// GET /api/booking-rules: slot step, minimum notice, booking window and buffer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { BookingRulesSettings } from '#shared/schemas/booking-rules.ts';

export const getBookingRules = () => apiRequest<BookingRulesSettings>('GET', '/api/booking-rules');

export const bookingRulesQueryOptions = () =>
  queryOptions({ queryKey: ['/api/booking-rules'] as const, queryFn: getBookingRules });

export function useBookingRules() {
  return useQuery(bookingRulesQueryOptions());
}
