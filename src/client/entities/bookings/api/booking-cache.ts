// After a booking is created or changed, here or elsewhere (announced by the live stream), every cached read it can
// affect is refetched: booking lists (calendar, dashboard, upcoming, today), class sessions and rosters (their seats),
// analytics, clients, notifications, and public availability / taken times.
import type { QueryClient } from '@tanstack/react-query';

const AFFECTED_PREFIXES = [
  '/api/bookings',
  '/api/classes',
  '/api/analytics',
  '/api/clients',
  '/api/notifications',
];

function isAffected(url: string): boolean {
  if (AFFECTED_PREFIXES.some((prefix) => url.startsWith(prefix))) return true;
  // /api/businesses/{slug}/availability and /api/businesses/{id}/bookings/{date}
  return url.startsWith('/api/businesses/') && (url.endsWith('/availability') || url.includes('/bookings/'));
}

export function invalidateBookingData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const url = query.queryKey[0];
      return typeof url === 'string' && isAffected(url);
    },
  });
}
