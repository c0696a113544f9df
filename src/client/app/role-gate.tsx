// A page for a role above the user's in the current business shows NoAccessPage instead. Loaded only with the pages
// that need more than staff, so the first download of every page stays as it was.
import type { ReactNode } from 'react';
import { FullScreenSpinner } from '#client/components/ui/spinner.tsx';
import { useCurrentRole } from '#client/entities/memberships/use-current-role.ts';
import { type RoleNeeded, roleMayUse } from '#shared/access.ts';
import { NoAccessPage } from './no-access-page.tsx';

export function RoleGate({ children, needs }: { children: ReactNode; needs: RoleNeeded }) {
  const current = useCurrentRole();
  if (current.isPending) return <FullScreenSpinner label="Loading your account" />;
  if (!roleMayUse(current.role, needs)) return <NoAccessPage />;
  return children;
}
