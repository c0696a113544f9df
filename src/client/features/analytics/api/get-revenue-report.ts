// GET /api/analytics/revenue?period=: revenue by service, staff and weekday, and this month's and quarter's goals.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { AnalyticsPeriod, RevenueReport } from '#shared/schemas/analytics.ts';

export const getRevenueReport = (period: AnalyticsPeriod) =>
  apiRequest<RevenueReport>('GET', `/api/analytics/revenue?${new URLSearchParams({ period })}`);

export const revenueReportQueryOptions = (period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: ['/api/analytics/revenue', { period }] as const,
    queryFn: () => getRevenueReport(period),
    placeholderData: keepPreviousData,
  });

export function useRevenueReport(period: AnalyticsPeriod, options: { enabled?: boolean } = {}) {
  return useQuery({ ...revenueReportQueryOptions(period), enabled: options.enabled ?? true });
}
