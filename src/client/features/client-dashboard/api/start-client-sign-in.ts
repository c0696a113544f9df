// POST /api/client-auth/start: asks for a sign-in code by email or SMS. Always 202 with the same message.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ClientAuthStartInput } from '#shared/schemas/client-portal.ts';

export function startClientSignIn(input: ClientAuthStartInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('POST', '/api/client-auth/start', input);
}

export function useStartClientSignIn() {
  return useMutation({ mutationFn: startClientSignIn });
}
