// GET /api/analytics/popular-times?period=: bookings by weekday and local hour, for the heat map.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { AnalyticsPeriod, PopularTimesReport } from '#shared/schemas/analytics.ts';

export const getPopularTimesReport = (period: AnalyticsPeriod) =>
  apiRequest<PopularTimesReport>('GET', `/api/analytics/popular-times?${new URLSearchParams({ period })}`);

export const popularTimesReportQueryOptions = (period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: ['/api/analytics/popular-times', { period }] as const,
    queryFn: () => getPopularTimesReport(period),
    placeholderData: keepPreviousData,
  });

export function usePopularTimesReport(period: AnalyticsPeriod, options: { enabled?: boolean } = {}) {
  return useQuery({ ...popularTimesReportQueryOptions(period), enabled: options.enabled ?? true });
}
