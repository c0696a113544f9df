// Signed-in only: a full-screen spinner while the session loads, then the page or /auth?next=<this path>. A page
// that needs a role above the user's in the current business shows NoAccessPage instead.
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { FullScreenSpinner } from '#client/components/ui/spinner.tsx';
import { useCurrentRole } from '#client/entities/memberships/use-current-role.ts';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { type RoleNeeded, roleMayUse } from '#shared/access.ts';
import { NoAccessPage } from './no-access-page.tsx';
import { authPath } from './paths.ts';

export function ProtectedRoute({ children, needs = 'staff' }: { children: ReactNode; needs?: RoleNeeded }) {
  const { user, isLoading } = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  if (isLoading) return <FullScreenSpinner label="Loading your account" />;
  if (!user) return <Redirect to={authPath(search ? `${location}?${search}` : location)} replace />;
  return needs === 'staff' ? children : <RoleGate needs={needs}>{children}</RoleGate>;
}

function RoleGate({ children, needs }: { children: ReactNode; needs: RoleNeeded }) {
  const current = useCurrentRole();
  if (current.isPending) return <FullScreenSpinner label="Loading your account" />;
  if (!roleMayUse(current.role, needs)) return <NoAccessPage />;
  return children;
}
