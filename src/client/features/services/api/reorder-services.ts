// PUT /api/services/order {ids}: the services in their new display order. The list moves at once and rolls
// back if the server refuses.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { servicesQueryOptions } from '#client/entities/services/api/get-services.ts';
import { apiRequest, errorMessage } from '#client/lib/api-client.ts';
import { useServicesI18n } from '#client/lib/app-i18n/services-i18n.ts';
import type { Service } from '#shared/schemas/service.ts';

export const reorderServices = (ids: string[]) =>
  apiRequest<Service[]>('PUT', '/api/services/order', { ids });

export function useReorderServices() {
  const { t } = useServicesI18n();
  const queryClient = useQueryClient();
  const { queryKey } = servicesQueryOptions();
  return useMutation({
    mutationKey: ['/api/services/order'],
    mutationFn: reorderServices,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) {
        const byId = new Map(previous.map((s) => [s.id, s]));
        const moved = ids.flatMap((id) => byId.get(id) ?? []);
        queryClient.setQueryData(queryKey, [...moved, ...previous.filter((s) => !ids.includes(s.id))]);
      }
      return { previous };
    },
    onError: (error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      toast({
        title: t('service.reorderFailed'),
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
    // A later move may already be on screen: only the last answer in flight replaces the list.
    onSuccess: (services) => {
      if (queryClient.isMutating({ mutationKey: ['/api/services/order'] }) <= 1) {
        queryClient.setQueryData(queryKey, services);
      }
    },
  });
}
