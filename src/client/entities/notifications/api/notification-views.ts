// Every cached view of the owner's notifications: the bell and overlay list, the notifications page and the
// dashboard's Live Activity. A change anywhere refreshes them all, so they always agree. An announced event
// (the live stream) also changes what it announces: a booking's reads and the Reviews list.
import type { QueryClient } from '@tanstack/react-query';
import { invalidateBookingData } from '#client/entities/bookings/api/booking-cache.ts';

export const NOTIFICATION_VIEW_KEYS = [
  ['/api/notifications'],
  ['/api/notifications/page'],
  ['/api/analytics/activity'],
] as const;

export function refreshNotificationViews(queryClient: QueryClient) {
  return Promise.all(NOTIFICATION_VIEW_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * After an announced event (a booking made, moved or cancelled, a review): every read a booking affects
 * (invalidateBookingData, which includes the notification views and the dashboard's figures and schedule)
 * and the Reviews list.
 */
export function refreshAnnouncedViews(queryClient: QueryClient) {
  return Promise.all([
    invalidateBookingData(queryClient),
    queryClient.invalidateQueries({ queryKey: ['/api/reviews'] }),
  ]);
}
