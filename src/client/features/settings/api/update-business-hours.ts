// PUT /api/business-hours {hours}: the opening hours the availability engine offers slots within.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { BusinessHoursInput, BusinessHoursView } from '#shared/schemas/availability.ts';
import { businessHoursQueryOptions } from './get-business-hours.ts';

export const updateBusinessHours = (input: BusinessHoursInput) =>
  apiRequest<BusinessHoursView>('PUT', '/api/business-hours', input);

export function useUpdateBusinessHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusinessHours,
    onSuccess: (saved) => queryClient.setQueryData(businessHoursQueryOptions().queryKey, saved),
  });
}
