// POST /api/team-members/{id}/time-off {startDate, endDate, reason}: local dates (whole days) in the business's
// zone. The answer counts bookings already inside the new time off.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { CreateTimeOffInput, TimeOff } from '#shared/schemas/availability.ts';
import { timeOffQueryOptions, timeOffUrl } from './get-time-off.ts';

export type CreatedTimeOff = TimeOff & { conflictingBookings: number };

export const createTimeOff = ({ memberId, input }: { memberId: string; input: CreateTimeOffInput }) =>
  apiRequest<CreatedTimeOff>('POST', timeOffUrl(memberId), input);

export function useCreateTimeOff(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTimeOffInput) => createTimeOff({ memberId, input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeOffQueryOptions(memberId).queryKey }),
  });
}
