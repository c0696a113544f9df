// Persisted changes to notifications: PUT /api/notifications/{id}/read (empty body), POST
// /api/notifications/read-all and DELETE /api/notifications/{id}. The bell's list updates at once; every view
// is refreshed when the call settles.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { refreshNotificationViews } from '#client/entities/notifications/api/notification-views.ts';
import { apiRequest, errorMessage } from '#client/lib/api-client.ts';
import type { Notification } from '#shared/schemas/notification.ts';
import { notificationsQueryOptions } from './get-notifications.ts';

export async function markNotificationRead(id: string): Promise<void> {
  await apiRequest('PUT', `/api/notifications/${encodeURIComponent(id)}/read`);
}

export async function markAllNotificationsRead(): Promise<{ updated: number }> {
  return apiRequest<{ updated: number }>('POST', '/api/notifications/read-all');
}

export async function deleteNotification(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/notifications/${encodeURIComponent(id)}`);
}

/** Applies `change` to the cached bell list; returns what to restore on failure. */
function updateCachedList(queryClient: QueryClient, change: (list: Notification[]) => Notification[]) {
  const { queryKey } = notificationsQueryOptions();
  const previous = queryClient.getQueryData(queryKey);
  if (previous) queryClient.setQueryData(queryKey, change(previous));
  return previous;
}

function useNotificationMutation<V>(options: {
  mutationFn: (variables: V) => Promise<unknown>;
  change: (variables: V, list: Notification[]) => Notification[];
  errorTitle: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryOptions().queryKey });
      return updateCachedList(queryClient, (list) => options.change(variables, list));
    },
    onError: (error, _variables, previous) => {
      if (previous) queryClient.setQueryData(notificationsQueryOptions().queryKey, previous);
      toast({ title: options.errorTitle, description: errorMessage(error), variant: 'destructive' });
    },
    onSettled: () => refreshNotificationViews(queryClient),
  });
}

export function useMarkNotificationRead() {
  return useNotificationMutation({
    mutationFn: markNotificationRead,
    change: (id: string, list) => list.map((n) => (n.id === id ? { ...n, read: true } : n)),
    errorTitle: 'Could not mark the notification read',
  });
}

// biome-ignore lint/suspicious/noConfusingVoidType: void variables let callers write `markAll.mutate()`
type NoVariables = void;

export function useMarkAllNotificationsRead() {
  return useNotificationMutation<NoVariables>({
    mutationFn: () => markAllNotificationsRead(),
    change: (_, list) => list.map((n) => ({ ...n, read: true })),
    errorTitle: 'Could not mark notifications read',
  });
}

export function useDeleteNotification() {
  return useNotificationMutation({
    mutationFn: deleteNotification,
    change: (id: string, list) => list.filter((n) => n.id !== id),
    errorTitle: 'Could not remove the notification',
  });
}
