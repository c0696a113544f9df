// POST /api/client-auth/link: the one-time token of a sign-in code's link (/client/{slug}?signin=TOKEN) opens a
// session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { refreshClientData } from './client-session-cache.ts';

export function signInWithLink(token: string): Promise<unknown> {
  return apiRequest('POST', '/api/client-auth/link', { token });
}

export function useSignInWithLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithLink,
    onSuccess: () => refreshClientData(queryClient),
  });
}
