// GET /api/classes/sessions/{id}/roster: a session and who booked it (seats, checked in).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { Roster } from '#shared/schemas/class.ts';
import { CLASS_SESSIONS_URL } from './get-class-sessions.ts';

export const rosterUrl = (sessionId: string) =>
  `${CLASS_SESSIONS_URL}/${encodeURIComponent(sessionId)}/roster`;

export const rosterQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: [rosterUrl(sessionId)] as const,
    queryFn: () => apiRequest<Roster>('GET', rosterUrl(sessionId)),
  });

export function useRoster(sessionId: string | null) {
  return useQuery({ ...rosterQueryOptions(sessionId ?? ''), enabled: sessionId !== null });
}
