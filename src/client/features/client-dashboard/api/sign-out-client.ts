// POST /api/client-auth/logout: ends the client session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { forgetClientData } from './client-session-cache.ts';

export function signOutClient(): Promise<unknown> {
  return apiRequest('POST', '/api/client-auth/logout');
}

export function useSignOutClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutClient,
    onSuccess: () => forgetClientData(queryClient),
  });
}
