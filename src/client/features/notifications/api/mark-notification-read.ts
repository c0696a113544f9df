// Marking notifications read: PUT /api/notifications/{id}/read (empty body) and POST /api/notifications/read-all.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { apiRequest, errorMessage } from '#client/lib/api-client.ts';
import { notificationsQueryOptions } from './get-notifications.ts';

export async function markNotificationRead(id: string): Promise<void> {
  await apiRequest('PUT', `/api/notifications/${encodeURIComponent(id)}/read`);
}

export async function markAllNotificationsRead(): Promise<{ updated: number }> {
  return apiRequest<{ updated: number }>('POST', '/api/notifications/read-all');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey }),
    onError: (error) =>
      toast({
        title: 'Could not mark notifications read',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
}
