// POST /api/team-members: name, email, phone, role, specialties, photo, colour and the services they perform.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { teamMembersQueryOptions } from '#client/entities/team/api/get-team-members.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import type { createTeamMemberInputSchema, TeamMember } from '#shared/schemas/team.ts';

/** What may be sent: the server fills in defaults (role staff, active, every service). */
export type CreateTeamMemberPayload = z.input<typeof createTeamMemberInputSchema>;

export const createTeamMember = (input: CreateTeamMemberPayload) =>
  apiRequest<TeamMember>('POST', '/api/team-members', input);

export function useCreateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamMembersQueryOptions().queryKey }),
  });
}
