// GET /api/analytics/services?period=: each service's bookings, revenue, average price, cancellation and no-show rates.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { AnalyticsPeriod, ServicesReport } from '#shared/schemas/analytics.ts';

export const getServicesReport = (period: AnalyticsPeriod) =>
  apiRequest<ServicesReport>('GET', `/api/analytics/services?${new URLSearchParams({ period })}`);

export const servicesReportQueryOptions = (period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: ['/api/analytics/services', { period }] as const,
    queryFn: () => getServicesReport(period),
    placeholderData: keepPreviousData,
  });

export function useServicesReport(period: AnalyticsPeriod, options: { enabled?: boolean } = {}) {
  return useQuery({ ...servicesReportQueryOptions(period), enabled: options.enabled ?? true });
}
