// GET /api/team-members: the owner's staff, inactive ones included, in display order. Shared by the team,
// calendar, bookings, payments and settings screens: one query, one cache entry.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { TeamMember } from '#shared/schemas/team.ts';

export const getTeamMembers = () => apiRequest<TeamMember[]>('GET', '/api/team-members');

export const teamMembersQueryOptions = () =>
  queryOptions({ queryKey: ['/api/team-members'] as const, queryFn: getTeamMembers });

export function useTeamMembers(options: { enabled?: boolean } = {}) {
  return useQuery({ ...teamMembersQueryOptions(), enabled: options.enabled ?? true });
}
