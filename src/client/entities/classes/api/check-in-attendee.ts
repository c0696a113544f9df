// PUT /api/classes/sessions/{id}/attendees/{bookingId}/check-in: checks an attendee in (or undoes it); the answer is
// the roster, which replaces the cached one at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { Roster } from '#shared/schemas/class.ts';
import { CLASS_SESSIONS_URL } from './get-class-sessions.ts';
import { rosterQueryOptions } from './get-roster.ts';

type CheckIn = { sessionId: string; bookingId: string; checkedIn: boolean };

export const checkInAttendee = ({ sessionId, bookingId, checkedIn }: CheckIn) =>
  apiRequest<Roster>(
    'PUT',
    `${CLASS_SESSIONS_URL}/${encodeURIComponent(sessionId)}/attendees/${encodeURIComponent(bookingId)}/check-in`,
    { checkedIn },
  );

export function useCheckInAttendee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkInAttendee,
    onSuccess: (roster) => queryClient.setQueryData(rosterQueryOptions(roster.session.id).queryKey, roster),
  });
}
