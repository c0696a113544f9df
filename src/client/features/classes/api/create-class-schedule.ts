// POST /api/classes/schedules, once per weekday chosen: a weekly pattern writes its sessions weeks ahead. The days
// are sent one at a time and each one saved is reported, so a refusal of one day (its instructor busy) leaves the
// others saved and the form offers only what is left.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateBookingData } from '#client/entities/bookings/api/booking-cache.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import type { CreateClassScheduleInput } from '#shared/schemas/class.ts';

type ScheduleResult = { id: string; sessionsCreated: number };

export const createClassSchedule = (input: CreateClassScheduleInput) =>
  apiRequest<ScheduleResult>('POST', '/api/classes/schedules', input);

export function useCreateClassSchedules(
  onSaved: (input: CreateClassScheduleInput, result: ScheduleResult) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (inputs: CreateClassScheduleInput[]) => {
      let sessions = 0;
      for (const input of inputs) {
        const result = await createClassSchedule(input);
        sessions += result.sessionsCreated;
        onSaved(input, result);
      }
      return { sessions };
    },
    onSettled: () => invalidateBookingData(queryClient),
  });
}
