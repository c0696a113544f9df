// GET /api/notifications/page?page=&limit=&type=&unread=: one page of the owner's notifications, filtered.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { NotificationPage, NotificationType } from '#shared/schemas/notification.ts';

export type NotificationPageFilters = {
  page: number;
  limit: number;
  type?: NotificationType;
  unread?: boolean;
};

export function notificationPageQueryOptions(filters: NotificationPageFilters) {
  const params = new URLSearchParams({ page: String(filters.page), limit: String(filters.limit) });
  if (filters.type) params.set('type', filters.type);
  if (filters.unread !== undefined) params.set('unread', String(filters.unread));
  return queryOptions({
    queryKey: ['/api/notifications/page', filters] as const,
    queryFn: () => apiRequest<NotificationPage>('GET', `/api/notifications/page?${params}`),
    placeholderData: keepPreviousData,
  });
}

export function useNotificationPage(filters: NotificationPageFilters) {
  return useQuery(notificationPageQueryOptions(filters));
}
