// GET /api/classes/schedules: the weekly patterns with sessions still to come; POST …/{id}/stop: the pattern adds no
// more weeks (the sessions already listed stay, with their attendees).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateBookingData } from '#client/entities/bookings/api/booking-cache.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ClassSchedule } from '#shared/schemas/class.ts';

const CLASS_SCHEDULES_URL = '/api/classes/schedules';

export function useClassSchedules() {
  return useQuery({
    queryKey: [CLASS_SCHEDULES_URL],
    queryFn: () => apiRequest<ClassSchedule[]>('GET', CLASS_SCHEDULES_URL),
  });
}

export function useStopClassSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>('POST', `${CLASS_SCHEDULES_URL}/${encodeURIComponent(id)}/stop`),
    onSettled: () => invalidateBookingData(queryClient),
  });
}
