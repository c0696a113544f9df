// The session for the whole app: who is signed in, and the login (with its two-factor step), register,
// dev-login and logout actions.
import { type UseMutationResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { useLocation } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { toast } from '#client/components/ui/use-toast.ts';
import {
  devLogin,
  fetchSessionUser,
  hasSignedInHint,
  login,
  logout,
  register,
  sessionQueryKey,
  verifySecondFactor,
} from '#client/entities/session/api/session.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import type { LoginInput, LoginResponse, PublicUser, RegisterInput } from '#shared/schemas/auth.ts';

export type AuthContextValue = {
  user: PublicUser | null;
  /** True until the first answer from GET /api/auth/user (false at once for a browser without a session). */
  isLoading: boolean;
  /** Answers `{ twoFactorRequired: true }` instead of the user when a code must follow (secondFactorMutation). */
  loginMutation: UseMutationResult<LoginResponse, Error, LoginInput>;
  secondFactorMutation: UseMutationResult<PublicUser, Error, string>;
  registerMutation: UseMutationResult<PublicUser, Error, RegisterInput>;
  devLoginMutation: UseMutationResult<PublicUser, Error, void>;
  logoutMutation: UseMutationResult<void, Error, void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const session = useQuery({
    queryKey: sessionQueryKey,
    queryFn: fetchSessionUser,
    retry: false,
    // Without the signed-in hint the answer could only be a 401 (which the browser logs as an error): the visitor
    // is signed out from the first render, with no request. Signing in refetches through queryFn as before.
    initialData: () => (hasSignedInHint(document.cookie) ? undefined : null),
  });

  // Set the user at once, then refetch it so the cache holds exactly what the server now says.
  const signedIn = (user: PublicUser) => {
    queryClient.setQueryData(sessionQueryKey, user);
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };

  const loginMutation = useMutation({
    mutationFn: login,
    onSuccess: (result: LoginResponse) => {
      if ('user' in result) signedIn(result.user);
    },
  });
  const secondFactorMutation = useMutation({ mutationFn: verifySecondFactor, onSuccess: signedIn });
  const registerMutation = useMutation({ mutationFn: register, onSuccess: signedIn });
  const devLoginMutation = useMutation({ mutationFn: devLogin, onSuccess: signedIn });
  const logoutMutation = useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Leave protected pages first so they do not bounce to /auth?next=…, then forget everything.
      navigate(paths.home);
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, null);
    },
    onError: (error) => {
      toast({ title: 'Sign out failed', description: errorMessage(error), variant: 'destructive' });
    },
  });

  const value: AuthContextValue = {
    user: session.data ?? null,
    isLoading: session.isPending,
    loginMutation,
    secondFactorMutation,
    registerMutation,
    devLoginMutation,
    logoutMutation,
  };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
