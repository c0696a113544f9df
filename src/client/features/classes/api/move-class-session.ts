// POST /api/classes/sessions/{id}/move: the session and its seat bookings move to a new local date-time; each
// attendee is told. A 409 (instructor or room taken) or 422 says why.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateBookingData } from '#client/entities/bookings/api/booking-cache.ts';
import { CLASS_SESSIONS_URL } from '#client/entities/classes/api/get-class-sessions.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ClassSession } from '#shared/schemas/class.ts';

export const moveClassSession = ({ id, startsAt }: { id: string; startsAt: string }) =>
  apiRequest<ClassSession>('POST', `${CLASS_SESSIONS_URL}/${encodeURIComponent(id)}/move`, { startsAt });

export function useMoveClassSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveClassSession,
    onSettled: () => invalidateBookingData(queryClient),
  });
}
