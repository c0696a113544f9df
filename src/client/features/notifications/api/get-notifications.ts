// GET /api/notifications: the owner's notifications. A 404 (no such endpoint on an older server) reads as none.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, errorStatus } from '#client/lib/api-client.ts';
import type { Notification } from '#shared/schemas/notification.ts';

export async function getNotifications(): Promise<Notification[]> {
  try {
    const result = await apiRequest<Notification[] | undefined>('GET', '/api/notifications');
    return Array.isArray(result) ? result : [];
  } catch (error) {
    if (errorStatus(error) === 404) return [];
    throw error;
  }
}

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/notifications'] as const, queryFn: getNotifications });

/** Fetches only while `enabled` (the bell fetches while its popover is open); cached data stays readable. */
export function useNotifications(options: { enabled: boolean }) {
  return useQuery({ ...notificationsQueryOptions(), enabled: options.enabled, refetchOnMount: 'always' });
}
