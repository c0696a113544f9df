// Every cached view of the owner's notifications: the bell and overlay list, the notifications page and the
// dashboard's Live Activity. A change anywhere (or a live event) refreshes them all, so they always agree. Also
// the views an announced event changes: a new review moves the dashboard's rating and the Reviews list.
import type { QueryClient } from '@tanstack/react-query';

export const NOTIFICATION_VIEW_KEYS = [
  ['/api/notifications'],
  ['/api/notifications/page'],
  ['/api/analytics/activity'],
  ['/api/analytics/dashboard'],
  ['/api/reviews'],
] as const;

export function refreshNotificationViews(queryClient: QueryClient) {
  return Promise.all(NOTIFICATION_VIEW_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
