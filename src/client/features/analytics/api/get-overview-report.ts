// GET /api/analytics/overview?period=: revenue, bookings, new clients and rates with growth, and the series over time.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { AnalyticsPeriod, OverviewReport } from '#shared/schemas/analytics.ts';

export const getOverviewReport = (period: AnalyticsPeriod) =>
  apiRequest<OverviewReport>('GET', `/api/analytics/overview?${new URLSearchParams({ period })}`);

export const overviewReportQueryOptions = (period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: ['/api/analytics/overview', { period }] as const,
    queryFn: () => getOverviewReport(period),
    placeholderData: keepPreviousData,
  });

export function useOverviewReport(period: AnalyticsPeriod, options: { enabled?: boolean } = {}) {
  return useQuery({ ...overviewReportQueryOptions(period), enabled: options.enabled ?? true });
}
