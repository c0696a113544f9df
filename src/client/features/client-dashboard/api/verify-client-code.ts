// POST /api/client-auth/verify: the 6-digit code opens a client session (cookie) for this business.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ClientAuthVerifyInput } from '#shared/schemas/client-portal.ts';
import { refreshClientData } from './client-session-cache.ts';

export function verifyClientCode(input: ClientAuthVerifyInput): Promise<unknown> {
  return apiRequest('POST', '/api/client-auth/verify', input);
}

export function useVerifyClientCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyClientCode,
    onSuccess: () => refreshClientData(queryClient),
  });
}
