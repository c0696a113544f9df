// GET /api/team-members/{id}/time-off: one member's time off, earliest first (instants; ends are exclusive).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { TimeOff } from '#shared/schemas/availability.ts';

export const timeOffUrl = (memberId: string) => `/api/team-members/${encodeURIComponent(memberId)}/time-off`;

export const getTimeOff = (memberId: string) => apiRequest<TimeOff[]>('GET', timeOffUrl(memberId));

export const timeOffQueryOptions = (memberId: string) =>
  queryOptions({ queryKey: [timeOffUrl(memberId)] as const, queryFn: () => getTimeOff(memberId) });

export function useTimeOff(memberId: string) {
  return useQuery(timeOffQueryOptions(memberId));
}
