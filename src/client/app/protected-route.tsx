// Signed-in only: a full-screen spinner while the session loads, then the page or /auth?next=<this path>. A page
// that needs more than a staff member's role goes through RoleGate (loaded with such pages only).
import { lazy, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { FullScreenSpinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import type { RoleNeeded } from '#shared/access.ts';
import { authPath } from './paths.ts';

const RoleGate = lazy(async () => ({ default: (await import('./role-gate.tsx')).RoleGate }));

export function ProtectedRoute({ children, needs = 'staff' }: { children: ReactNode; needs?: RoleNeeded }) {
  const { user, isLoading } = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  if (isLoading) return <FullScreenSpinner label="Loading your account" />;
  if (!user) return <Redirect to={authPath(search ? `${location}?${search}` : location)} replace />;
  return needs === 'staff' ? children : <RoleGate needs={needs}>{children}</RoleGate>;
}
