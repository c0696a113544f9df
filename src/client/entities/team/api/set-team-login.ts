// PUT /api/team-members/{id}/login {active}: deactivating ends that person's sessions at once (their bookings
// stay); reactivating lets them sign in again.
import { apiRequest } from '#client/lib/api-client.ts';
import type { TeamAccess } from '#shared/schemas/team-access.ts';
import { useTeamAccessMutation } from './get-team-access.ts';

export const setTeamLogin = ({ memberId, active }: { memberId: string; active: boolean }) =>
  apiRequest<TeamAccess>('PUT', `/api/team-members/${encodeURIComponent(memberId)}/login`, { active });

export const useSetTeamLogin = () => useTeamAccessMutation(setTeamLogin);
