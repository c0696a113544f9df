// Signed-in only: a full-screen spinner while the session loads, then the page or /auth?next=<this path>.
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { FullScreenSpinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { authPath } from './paths.ts';

export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  if (isLoading) return <FullScreenSpinner label="Loading your account" />;
  if (!user) return <Redirect to={authPath(search ? `${location}?${search}` : location)} replace />;
  return <>{children}</>;
}
