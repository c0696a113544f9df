// POST /api/team-members/{id}/calendar/refresh: 'Refresh now', answered with the sync health after the read.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { CalendarConnectionState } from '#shared/schemas/calendar-connection.ts';
import { calendarConnectionQueryOptions, calendarConnectionUrl } from './get-calendar-connection.ts';
import { teamMembersQueryOptions } from './get-team-members.ts';

export const refreshCalendar = (memberId: string) =>
  apiRequest<CalendarConnectionState>('POST', `${calendarConnectionUrl(memberId)}/refresh`);

export function useRefreshCalendar(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => refreshCalendar(memberId),
    onSuccess: (state) => {
      queryClient.setQueryData(calendarConnectionQueryOptions(memberId).queryKey, state);
      // The team list shows each member's calendar health in brief.
      return queryClient.invalidateQueries({ queryKey: teamMembersQueryOptions().queryKey });
    },
  });
}
