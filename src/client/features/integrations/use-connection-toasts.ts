// Connect or disconnect an integration with the spec's toasts (part 2 §8): 'Connection failed' / 'Failed to
// connect the integration.', 'Disconnection failed' / 'Failed to disconnect the integration.'.
import { toast } from '#client/components/ui/use-toast.ts';
import type { IntegrationEntry } from '#shared/domain/integrations.ts';
import { useSetConnection } from './api.ts';

/** The list is refetched on success. */
export function useConnectionToasts(entry: IntegrationEntry) {
  const mutation = useSetConnection();
  const run = (
    connect: boolean,
    options: { webhookUrl?: string; onSuccess?: () => void; onError?: (error: Error) => void } = {},
  ) => {
    const { webhookUrl, onSuccess, onError } = options;
    mutation.mutate(
      { connect, input: { integrationId: entry.id, ...(webhookUrl ? { webhookUrl } : {}) } },
      {
        onSuccess: () => {
          toast({
            title: connect ? 'Integration connected' : 'Integration disconnected',
            description: connect ? `${entry.name} is now connected.` : `${entry.name} has been disconnected.`,
          });
          onSuccess?.();
        },
        onError: (error) => {
          onError?.(error);
          toast({
            title: connect ? 'Connection failed' : 'Disconnection failed',
            description: connect
              ? 'Failed to connect the integration.'
              : 'Failed to disconnect the integration.',
            variant: 'destructive',
          });
        },
      },
    );
  };
  return { run, mutation };
}
