// GET /api/team-members: the owner's staff, for the calendar's staff filter and booking details.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { TeamMember } from '#shared/schemas/team.ts';

export const getTeamMembers = () => apiRequest<TeamMember[]>('GET', '/api/team-members');

export const teamMembersQueryOptions = () =>
  queryOptions({ queryKey: ['/api/team-members'] as const, queryFn: getTeamMembers });

export function useTeamMembers(options: { enabled?: boolean } = {}) {
  return useQuery({ ...teamMembersQueryOptions(), enabled: options.enabled ?? true });
}
