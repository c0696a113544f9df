// POST /api/team-members/{id}/invitation {email}: sends the invitation, or sends it again with a new link.
import { apiRequest } from '#client/lib/api-client.ts';
import type { TeamAccess } from '#shared/schemas/team-access.ts';
import { useTeamAccessMutation } from './get-team-access.ts';

export const sendInvitation = ({ memberId, email }: { memberId: string; email: string }) =>
  apiRequest<TeamAccess>('POST', `/api/team-members/${encodeURIComponent(memberId)}/invitation`, { email });

export const useSendInvitation = () => useTeamAccessMutation(sendInvitation);
