// DELETE /api/team-members/{id}: removed, or only deactivated when upcoming bookings are theirs.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { DeleteResult } from '#shared/schemas/service.ts';
import { teamMembersQueryOptions } from './get-team-members.ts';

export const deleteTeamMember = (id: string) =>
  apiRequest<DeleteResult>('DELETE', `/api/team-members/${encodeURIComponent(id)}`);

export function useDeleteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamMembersQueryOptions().queryKey }),
  });
}
