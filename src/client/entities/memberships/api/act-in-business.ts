// Moving the session into another business (a switch, or joining one by invitation): every cached answer except
// who is signed in belonged to the business before, so it is dropped and the shown pages load afresh.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { sessionQueryKey } from '#client/entities/session/api/session.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import type { Memberships } from '#shared/schemas/team-access.ts';
import { membershipsQueryKey } from './get-memberships.ts';

export async function actInBusiness(queryClient: QueryClient, memberships: Memberships): Promise<void> {
  queryClient.setQueryData(membershipsQueryKey, memberships);
  const kept = new Set<unknown>([sessionQueryKey[0], membershipsQueryKey[0]]);
  // reset, not invalidate: the other business's data must not show while the new answers load.
  await queryClient.resetQueries({ predicate: (query) => !kept.has(query.queryKey[0]) });
}

/** A request that answers with the memberships and moves the session into `current`; then its dashboard. */
function useEnterBusiness<V>(mutationFn: (variables: V) => Promise<Memberships>) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn,
    onSuccess: async (memberships) => {
      navigate(paths.dashboard);
      await actInBusiness(queryClient, memberships);
    },
  });
}

/** PUT /api/memberships/current {businessId}. */
export const switchBusiness = (businessId: string) =>
  apiRequest<Memberships>('PUT', '/api/memberships/current', { businessId });

export const useSwitchBusiness = () => useEnterBusiness(switchBusiness);

/** POST /api/invitations/accept {token}: the link's token or the emailed code (with or without its dash); the
 * answer has the joined business as the current one. */
export const acceptInvitation = (token: string) =>
  apiRequest<Memberships>('POST', '/api/invitations/accept', { token });

export const useAcceptInvitation = () => useEnterBusiness(acceptInvitation);
