// DELETE /api/team-members/{id}: removed, or only deactivated when upcoming bookings are theirs.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamMembersQueryOptions } from '#client/entities/team/api/get-team-members.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import type { DeleteResult } from '#shared/schemas/service.ts';

export const deleteTeamMember = (id: string) =>
  apiRequest<DeleteResult>('DELETE', `/api/team-members/${encodeURIComponent(id)}`);

export function useDeleteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamMembersQueryOptions().queryKey }),
  });
}
