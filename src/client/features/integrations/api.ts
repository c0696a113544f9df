// The integrations calls: the connection list, connect and disconnect (the list is refetched on success), a
// request for a missing integration, and a webhook integration's details (polled while shown) and test event.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type {
  ConnectInput,
  DisconnectInput,
  IntegrationRecord,
  IntegrationRequestInput,
  WebhookDetails,
} from '#shared/schemas/integrations.ts';
import type { StripeStatus } from '#shared/schemas/service.ts';

const LIST_KEY = ['/api/integrations'] as const;
/** How often an open webhook dialog refreshes its delivery log. */
const DELIVERY_LOG_POLL_MS = 2_000;

const webhookKey = (integrationId: string) => ['/api/integrations', integrationId, 'webhook'] as const;

export function useIntegrations() {
  return useQuery(
    queryOptions({
      queryKey: LIST_KEY,
      queryFn: () => apiRequest<IntegrationRecord[]>('GET', '/api/integrations'),
    }),
  );
}

/** Connect or disconnect; on success the list and the integration's webhook details are refetched. */
export function useSetConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ connect, input }: { connect: boolean; input: ConnectInput | DisconnectInput }) =>
      apiRequest<IntegrationRecord>(
        'POST',
        connect ? '/api/integrations/connect' : '/api/integrations/disconnect',
        input,
      ),
    onSuccess: (_record, { input }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LIST_KEY, exact: true }),
        queryClient.invalidateQueries({ queryKey: webhookKey(input.integrationId) }),
      ]),
  });
}

export function useRequestIntegration() {
  return useMutation({
    mutationFn: (input: IntegrationRequestInput) =>
      apiRequest<{ id: string }>('POST', '/api/integrations/requests', input),
  });
}

export function useWebhookDetails(integrationId: string, enabled: boolean) {
  return useQuery({
    queryKey: webhookKey(integrationId),
    queryFn: () => apiRequest<WebhookDetails>('GET', `/api/integrations/${integrationId}/webhook`),
    enabled,
    refetchInterval: enabled ? DELIVERY_LOG_POLL_MS : false,
  });
}

export function useSendTestEvent(integrationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ message: string }>('POST', `/api/integrations/${integrationId}/test-event`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKey(integrationId) }),
  });
}

/** Whether this server takes deposits through Stripe (both Stripe keys set). */
export function useStripeStatus(enabled: boolean) {
  return useQuery({
    queryKey: ['/api/stripe/status'],
    queryFn: () => apiRequest<StripeStatus>('GET', '/api/stripe/status'),
    enabled,
  });
}
