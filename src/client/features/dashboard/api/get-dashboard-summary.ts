// GET /api/analytics/dashboard: this month's revenue, this week's bookings, clients and rating with targets.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { DashboardSummary } from '#shared/schemas/analytics.ts';
import { DASHBOARD_QUERY_RETRY } from './dashboard-retry.ts';

export const getDashboardSummary = () => apiRequest<DashboardSummary>('GET', '/api/analytics/dashboard');

export const dashboardSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/analytics/dashboard'] as const,
    queryFn: getDashboardSummary,
    ...DASHBOARD_QUERY_RETRY,
  });

export function useDashboardSummary(options: { enabled?: boolean } = {}) {
  return useQuery({ ...dashboardSummaryQueryOptions(), enabled: options.enabled ?? true });
}
