// PUT /api/team-members/{id}/calendar: connects (or replaces) the member's calendar, by secret iCal address or by
// CalDAV; the server syncs it at once and answers with the sync health.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { CalendarConnectionState, ConnectCalendarInput } from '#shared/schemas/calendar-connection.ts';
import { calendarConnectionQueryOptions, calendarConnectionUrl } from './get-calendar-connection.ts';
import { teamMembersQueryOptions } from './get-team-members.ts';

export const connectCalendar = ({ memberId, input }: { memberId: string; input: ConnectCalendarInput }) =>
  apiRequest<CalendarConnectionState>('PUT', calendarConnectionUrl(memberId), input);

export function useConnectCalendar(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConnectCalendarInput) => connectCalendar({ memberId, input }),
    onSuccess: (state) => {
      queryClient.setQueryData(calendarConnectionQueryOptions(memberId).queryKey, state);
      // The team list shows each member's calendar health in brief.
      return queryClient.invalidateQueries({ queryKey: teamMembersQueryOptions().queryKey });
    },
  });
}
