// GET /api/stripe/status: whether services may take deposits (Stripe configured on the server).
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { StripeStatus } from '#shared/schemas/service.ts';

export function useStripeStatus() {
  return useQuery({
    queryKey: ['/api/stripe/status'] as const,
    queryFn: () => apiRequest<StripeStatus>('GET', '/api/stripe/status'),
    // A server setting: it changes only with a restart.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
