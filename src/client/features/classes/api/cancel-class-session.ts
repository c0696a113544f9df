// POST /api/classes/sessions/{id}/cancel: cancels the session and every seat booking of it; each attendee is told.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateBookingData } from '#client/entities/bookings/api/booking-cache.ts';
import { CLASS_SESSIONS_URL } from '#client/entities/classes/api/get-class-sessions.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ClassSession } from '#shared/schemas/class.ts';

export const cancelClassSession = ({ id, reason }: { id: string; reason: string | null }) =>
  apiRequest<ClassSession>('POST', `${CLASS_SESSIONS_URL}/${encodeURIComponent(id)}/cancel`, { reason });

export function useCancelClassSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelClassSession,
    onSettled: () => invalidateBookingData(queryClient),
  });
}
