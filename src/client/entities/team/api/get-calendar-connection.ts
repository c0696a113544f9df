// GET /api/team-members/{id}/calendar: the member's connected calendar (masked address and sync health), or null.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { CalendarConnectionState } from '#shared/schemas/calendar-connection.ts';

export const calendarConnectionUrl = (memberId: string) =>
  `/api/team-members/${encodeURIComponent(memberId)}/calendar`;

export const getCalendarConnection = (memberId: string) =>
  apiRequest<CalendarConnectionState>('GET', calendarConnectionUrl(memberId));

export const calendarConnectionQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: [calendarConnectionUrl(memberId)] as const,
    queryFn: () => getCalendarConnection(memberId),
  });

export function useCalendarConnection(memberId: string) {
  return useQuery(calendarConnectionQueryOptions(memberId));
}
