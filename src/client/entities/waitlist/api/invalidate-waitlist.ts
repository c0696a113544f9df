// After an entry is removed or offered a time: the list and the dashboard's figures change, and so do the bookings
// (an offer holds its time as a 'held' booking row; removing the entry lets a held time go).
import type { QueryClient } from '@tanstack/react-query';
import { invalidateBookingData } from '#client/entities/bookings/api/booking-cache.ts';
import { WAITLIST_SUMMARY_URL, WAITLIST_URL } from './get-waitlist.ts';

export function invalidateWaitlistData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [WAITLIST_URL] }),
    queryClient.invalidateQueries({ queryKey: [WAITLIST_SUMMARY_URL] }),
    invalidateBookingData(queryClient),
  ]);
}
