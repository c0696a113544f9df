// DELETE /api/team-members/{id}/invitation: the open invitation's link and code stop working.
import { apiRequest } from '#client/lib/api-client.ts';
import type { TeamAccess } from '#shared/schemas/team-access.ts';
import { useTeamAccessMutation } from './get-team-access.ts';

export const withdrawInvitation = (memberId: string) =>
  apiRequest<TeamAccess>('DELETE', `/api/team-members/${encodeURIComponent(memberId)}/invitation`);

export const useWithdrawInvitation = () => useTeamAccessMutation(withdrawInvitation);
