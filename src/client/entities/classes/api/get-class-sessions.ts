// GET /api/classes/sessions?from&to: the business's class sessions starting between two local dates (`to`
// exclusive), cancelled ones included; a staff member gets only the sessions they teach. The Classes page and the
// calendar read it.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ClassSession } from '#shared/schemas/class.ts';

export const CLASS_SESSIONS_URL = '/api/classes/sessions';

export type ClassSessionRange = { from: string; to: string };

export const getClassSessions = (range: ClassSessionRange) =>
  apiRequest<ClassSession[]>('GET', `${CLASS_SESSIONS_URL}?${new URLSearchParams(range)}`);

export const classSessionsQueryOptions = (range: ClassSessionRange) =>
  queryOptions({ queryKey: [CLASS_SESSIONS_URL, range] as const, queryFn: () => getClassSessions(range) });

export function useClassSessions(range: ClassSessionRange, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...classSessionsQueryOptions(range),
    enabled: options.enabled ?? true,
    // Paging between weeks keeps the previous week on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
