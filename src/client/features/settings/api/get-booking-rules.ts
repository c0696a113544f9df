// GET /api/booking-rules: slot step, minimum notice, booking window and buffer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { BookingRulesInput } from '#shared/schemas/availability.ts';

export const getBookingRules = () => apiRequest<BookingRulesInput>('GET', '/api/booking-rules');

export const bookingRulesQueryOptions = () =>
  queryOptions({ queryKey: ['/api/booking-rules'] as const, queryFn: getBookingRules });

export function useBookingRules() {
  return useQuery(bookingRulesQueryOptions());
}
