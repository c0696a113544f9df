// DELETE /api/team-members/{id}/time-off/{timeOffId}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { timeOffQueryOptions, timeOffUrl } from './get-time-off.ts';

export const deleteTimeOff = ({ memberId, timeOffId }: { memberId: string; timeOffId: string }) =>
  apiRequest<void>('DELETE', `${timeOffUrl(memberId)}/${encodeURIComponent(timeOffId)}`);

export function useDeleteTimeOff(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeOffId: string) => deleteTimeOff({ memberId, timeOffId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeOffQueryOptions(memberId).queryKey }),
  });
}
