// Marking Live Activity read, persisted: PUT /api/notifications/{id}/read for one item (activity items are the
// owner's notifications) and POST /api/analytics/activity/read-all for all. The screen updates at once; on a
// failure the cached lists are restored and a toast explains.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { refreshNotificationViews } from '#client/entities/notifications/api/notification-views.ts';
import { apiRequest, errorMessage } from '#client/lib/api-client.ts';
import type { ActivityResponse } from './get-activity.ts';

const ACTIVITY_KEY = ['/api/analytics/activity'] as const;

export const markActivityRead = (id: string) =>
  apiRequest('PUT', `/api/notifications/${encodeURIComponent(id)}/read`);

export const markAllActivityRead = () =>
  apiRequest<{ updated: number }>('POST', '/api/analytics/activity/read-all');

/** Applies `change` to every cached activity list; returns what to restore on failure. */
function updateCachedActivity(
  queryClient: QueryClient,
  change: (data: ActivityResponse) => ActivityResponse,
) {
  const previous = queryClient.getQueriesData<ActivityResponse>({ queryKey: ACTIVITY_KEY });
  for (const [key, data] of previous) if (data) queryClient.setQueryData(key, change(data));
  return previous;
}

function useActivityMutation<V>(
  mutationFn: (variables: V) => Promise<unknown>,
  change: (v: V, d: ActivityResponse) => ActivityResponse,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey: ACTIVITY_KEY });
      return updateCachedActivity(queryClient, (data) => change(variables, data));
    },
    onError: (error, _variables, previous) => {
      for (const [key, data] of previous ?? []) queryClient.setQueryData(key, data);
      toast({ title: 'Could not update activity', description: errorMessage(error), variant: 'destructive' });
    },
    // The bell, the overlay and the notifications page read the same notifications.
    onSettled: () => refreshNotificationViews(queryClient),
  });
}

export function useMarkActivityRead() {
  return useActivityMutation(markActivityRead, (id: string, data) => {
    const wasUnread = data.items.some((item) => item.id === id && item.unread);
    return {
      items: data.items.map((item) => (item.id === id ? { ...item, unread: false } : item)),
      unreadCount: Math.max(0, data.unreadCount - (wasUnread ? 1 : 0)),
    };
  });
}

// biome-ignore lint/suspicious/noConfusingVoidType: void variables let callers write `markAll.mutate()`
type NoVariables = void;

export function useMarkAllActivityRead() {
  return useActivityMutation<NoVariables>(
    () => markAllActivityRead(),
    (_, data) => ({ items: data.items.map((item) => ({ ...item, unread: false })), unreadCount: 0 }),
  );
}
