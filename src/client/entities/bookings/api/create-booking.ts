// POST /api/bookings: the public page's booking and the owner's quick booking. The Idempotency-Key makes a
// retried or double-clicked submit return the first booking instead of creating a second one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { CreatedBooking } from '#shared/schemas/booking.ts';
import type { CreateBookingRequest as BookingBody } from '#shared/schemas/booking-request.ts';
import { invalidateBookingData } from './booking-cache.ts';

export type CreateBookingRequest = { input: BookingBody; idempotencyKey?: string };

export function createBooking({ input, idempotencyKey }: CreateBookingRequest): Promise<CreatedBooking> {
  return apiRequest<CreatedBooking>(
    'POST',
    '/api/bookings',
    input,
    idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
  );
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => invalidateBookingData(queryClient),
  });
}
