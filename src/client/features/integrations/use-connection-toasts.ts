// Connect or disconnect an integration with the spec's toasts (part 2 §8): 'Connection failed' / 'Failed to
// connect the integration.', 'Disconnection failed' / 'Failed to disconnect the integration.'.
import { toast } from '#client/components/ui/use-toast.ts';
import { useIntegrationsI18n } from '#client/lib/app-i18n/integrations-i18n.ts';
import type { IntegrationEntry } from '#shared/domain/integrations.ts';
import { useSetConnection } from './api.ts';

/** The list is refetched on success. */
export function useConnectionToasts(entry: IntegrationEntry) {
  const mutation = useSetConnection();
  const { t } = useIntegrationsI18n();
  const name = { name: entry.name };
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
            title: t(connect ? 'toast.connected' : 'toast.disconnected'),
            description: t(connect ? 'toast.connectedText' : 'toast.disconnectedText', name),
          });
          onSuccess?.();
        },
        onError: (error) => {
          onError?.(error);
          toast({
            title: t(connect ? 'toast.connectFailedTitle' : 'toast.disconnectFailedTitle'),
            description: t(connect ? 'toast.connectFailed' : 'toast.disconnectFailed'),
            variant: 'destructive',
          });
        },
      },
    );
  };
  return { run, mutation };
}
