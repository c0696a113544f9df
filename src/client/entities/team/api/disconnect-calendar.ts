// DELETE /api/team-members/{id}/calendar: forgets the address and the busy times read from it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { CalendarConnectionState } from '#shared/schemas/calendar-connection.ts';
import { calendarConnectionQueryOptions, calendarConnectionUrl } from './get-calendar-connection.ts';
import { teamMembersQueryOptions } from './get-team-members.ts';

export const disconnectCalendar = (memberId: string) =>
  apiRequest<CalendarConnectionState>('DELETE', calendarConnectionUrl(memberId));

export function useDisconnectCalendar(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => disconnectCalendar(memberId),
    onSuccess: (state) => {
      queryClient.setQueryData(calendarConnectionQueryOptions(memberId).queryKey, state);
      // The team list shows each member's calendar health in brief.
      return queryClient.invalidateQueries({ queryKey: teamMembersQueryOptions().queryKey });
    },
  });
}
