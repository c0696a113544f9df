// GET /api/business-hours: all seven weekdays, Sunday first (the spec's defaults until the owner saves).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { BusinessHoursView } from '#shared/schemas/availability.ts';

export const getBusinessHours = () => apiRequest<BusinessHoursView>('GET', '/api/business-hours');

export const businessHoursQueryOptions = () =>
  queryOptions({ queryKey: ['/api/business-hours'] as const, queryFn: getBusinessHours });

export function useBusinessHours() {
  return useQuery(businessHoursQueryOptions());
}
