// GET /api/analytics/clients?period=: active, new and returning clients, retention and top clients.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { AnalyticsPeriod, ClientsReport } from '#shared/schemas/analytics.ts';

export const getClientsReport = (period: AnalyticsPeriod) =>
  apiRequest<ClientsReport>('GET', `/api/analytics/clients?${new URLSearchParams({ period })}`);

export const clientsReportQueryOptions = (period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: ['/api/analytics/clients', { period }] as const,
    queryFn: () => getClientsReport(period),
    placeholderData: keepPreviousData,
  });

export function useClientsReport(period: AnalyticsPeriod, options: { enabled?: boolean } = {}) {
  return useQuery({ ...clientsReportQueryOptions(period), enabled: options.enabled ?? true });
}
