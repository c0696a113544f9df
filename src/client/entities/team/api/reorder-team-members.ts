// PUT /api/team-members/order {ids}: the order staff are offered in. Moves at once, rolls back on refusal.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { teamMembersQueryOptions } from '#client/entities/team/api/get-team-members.ts';
import { apiRequest, errorMessage } from '#client/lib/api-client.ts';
import type { TeamMember } from '#shared/schemas/team.ts';

const mutationKey = ['/api/team-members/order'];

export const reorderTeamMembers = (ids: string[]) =>
  apiRequest<TeamMember[]>('PUT', '/api/team-members/order', { ids });

export function useReorderTeamMembers() {
  const queryClient = useQueryClient();
  const { queryKey } = teamMembersQueryOptions();
  return useMutation({
    mutationKey,
    mutationFn: reorderTeamMembers,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) {
        const byId = new Map(previous.map((m) => [m.id, m]));
        const moved = ids.flatMap((id) => byId.get(id) ?? []);
        queryClient.setQueryData(queryKey, [...moved, ...previous.filter((m) => !ids.includes(m.id))]);
      }
      return { previous };
    },
    onError: (error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      toast({
        title: 'Could not reorder the team',
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
    // A later move may already be on screen: only the last answer in flight replaces the list.
    onSuccess: (members) => {
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(queryKey, members);
    },
  });
}
