// GET /api/analytics/activity?limit=: the owner's latest stored events (bookings, reviews, milestones…) as
// Live Activity items, newest first, with the number still unread.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ActivityItem } from '#shared/schemas/analytics.ts';

export type ActivityResponse = { items: ActivityItem[]; unreadCount: number };

export const getActivity = (limit: number) =>
  apiRequest<ActivityResponse>(
    'GET',
    `/api/analytics/activity?${new URLSearchParams({ limit: String(limit) })}`,
  );

export const activityQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: ['/api/analytics/activity', { limit }] as const,
    queryFn: () => getActivity(limit),
  });

export function useActivity(options: { limit: number; enabled?: boolean }) {
  return useQuery({ ...activityQueryOptions(options.limit), enabled: options.enabled ?? true });
}
