// GET /api/notifications: the owner's notifications (newest 50), read by the bell, its badge and the overlay.
// A 404 (no such endpoint on an older server) reads as none.
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

/**
 * Fetches while `enabled`, again every `pollMs` when given (the overlay's fallback while the live stream is
 * down); with `enabled: false` it only reads what is cached.
 */
export function useNotifications(options: { enabled: boolean; pollMs?: number | false }) {
  return useQuery({
    ...notificationsQueryOptions(),
    enabled: options.enabled,
    refetchInterval: options.pollMs ?? false,
  });
}
