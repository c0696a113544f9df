// A booking's manage link (/client/{slug}/manage/{token}): GET /api/manage/{token} reads that booking as it is
// now; cancel and reschedule post to the same place. No session: the token is the key.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ClientPortalBooking } from '#shared/schemas/client-portal.ts';

export const managedBookingUrl = (token: string) => `/api/manage/${encodeURIComponent(token)}`;

export const managedBookingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [managedBookingUrl(token)] as const,
    queryFn: () => apiRequest<ClientPortalBooking>('GET', managedBookingUrl(token)),
    // A link that is not ours or has expired stays so: no retries.
    retry: false,
  });

export function useManagedBooking(token: string) {
  return useQuery(managedBookingQueryOptions(token));
}
