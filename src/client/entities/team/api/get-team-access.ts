// GET /api/team-access (manager and owner): each team member's login — none, invited, expired, active or
// deactivated — with the address and dates the team page shows.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { TeamAccess } from '#shared/schemas/team-access.ts';
import { teamAuditQueryOptions } from './get-team-audit.ts';

export const getTeamAccess = () => apiRequest<TeamAccess[]>('GET', '/api/team-access');

export const teamAccessQueryOptions = () =>
  queryOptions({ queryKey: ['/api/team-access'] as const, queryFn: getTeamAccess });

export function useTeamAccess(options: { enabled?: boolean } = {}) {
  return useQuery({ ...teamAccessQueryOptions(), enabled: options.enabled ?? true });
}

/** A change of a member's login; afterwards the statuses and the audit log that records it load again. */
export function useTeamAccessMutation<V>(mutationFn: (variables: V) => Promise<TeamAccess>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamAccessQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: teamAuditQueryOptions().queryKey }),
      ]),
  });
}
