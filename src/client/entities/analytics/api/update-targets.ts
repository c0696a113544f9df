// PUT /api/analytics/targets: saves any of the owner's targets; the dashboard and revenue goals then reload.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { Targets, UpdateTargetsInput } from '#shared/schemas/analytics.ts';
import { targetsQueryOptions } from './get-targets.ts';

export const updateTargets = (input: UpdateTargetsInput) =>
  apiRequest<Targets>('PUT', '/api/analytics/targets', input);

export function useUpdateTargets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTargets,
    onSuccess: (targets) => {
      queryClient.setQueryData(targetsQueryOptions().queryKey, targets);
      void queryClient.invalidateQueries({ queryKey: ['/api/analytics/dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/analytics/revenue'] });
    },
  });
}
