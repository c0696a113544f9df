// POST /api/classes/sessions: a one-off session of a class. A 409 (instructor or room taken) or 422 says why.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateBookingData } from '#client/entities/bookings/api/booking-cache.ts';
import { CLASS_SESSIONS_URL } from '#client/entities/classes/api/get-class-sessions.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ClassSession, CreateClassSessionInput } from '#shared/schemas/class.ts';

export const createClassSession = (input: CreateClassSessionInput) =>
  apiRequest<ClassSession>('POST', CLASS_SESSIONS_URL, input);

export function useCreateClassSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClassSession,
    onSettled: () => invalidateBookingData(queryClient),
  });
}
