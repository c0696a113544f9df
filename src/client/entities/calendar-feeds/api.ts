// GET /api/calendar-feeds and POST /api/calendar-feeds/renew: the secret addresses calendars subscribe to.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { withServerMessage } from '#client/lib/server-issues.ts';
import type { CalendarFeeds, RenewFeedInput } from '#shared/schemas/calendar-feeds.ts';

export const calendarFeedsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/calendar-feeds'] as const,
    queryFn: () => apiRequest<CalendarFeeds>('GET', '/api/calendar-feeds'),
  });

export function useCalendarFeeds() {
  return useQuery(calendarFeedsQueryOptions());
}

export function useRenewFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RenewFeedInput) =>
      apiRequest<{ path: string }>('POST', '/api/calendar-feeds/renew', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedsQueryOptions().queryKey }),
    onError: (error) =>
      toast({
        title: 'Error',
        description: withServerMessage('Failed to make a calendar address', error),
        variant: 'destructive',
      }),
  });
}

/** The full address a calendar subscribes to, from a feed's path (null while it has none). */
export function feedAddress(path: string | null | undefined): string | null {
  return path ? `${window.location.origin}${path}` : null;
}
