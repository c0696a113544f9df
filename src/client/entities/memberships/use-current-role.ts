// The signed-in user's role in the business this session acts in. Someone without any business is the owner of
// the one they are about to create: nothing is hidden from them (each page shows its own 'create your business').
import type { BusinessRole } from '#shared/access.ts';
import { useMemberships } from './api/get-memberships.ts';

export type CurrentRole = {
  /** True until the memberships are known. */
  isPending: boolean;
  role: BusinessRole;
  /** The team-member entry that is this user's own schedule, if any. */
  teamMemberId: string | null;
  /** False while the user belongs to no business yet. */
  hasBusiness: boolean;
  /** Whose schedule the dashboard and calendar open on: a member's own; for the owner, who runs the whole team
   * (and whose own entry every business has), everyone's (null). */
  openOnMemberId: string | null;
};

export function useCurrentRole(): CurrentRole {
  const memberships = useMemberships();
  const current = memberships.data?.current ?? null;
  return {
    isPending: memberships.isPending,
    role: current?.role ?? 'owner',
    teamMemberId: current?.teamMemberId ?? null,
    hasBusiness: current !== null,
    openOnMemberId: current && current.role !== 'owner' ? current.teamMemberId : null,
  };
}
