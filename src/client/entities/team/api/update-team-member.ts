// PATCH /api/team-members/{id}: changed fields; serviceIds replaces the whole assignment. The server refuses
// to deactivate the last active member (409 with its reason).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamMembersQueryOptions } from '#client/entities/team/api/get-team-members.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import type { TeamMember, UpdateTeamMemberInput } from '#shared/schemas/team.ts';

export const updateTeamMember = ({ id, changes }: { id: string; changes: UpdateTeamMemberInput }) =>
  apiRequest<TeamMember>('PATCH', `/api/team-members/${encodeURIComponent(id)}`, changes);

export function useUpdateTeamMember() {
  const queryClient = useQueryClient();
  const { queryKey } = teamMembersQueryOptions();
  return useMutation({
    mutationFn: updateTeamMember,
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKey, (list) => list?.map((m) => (m.id === updated.id ? updated : m)));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
