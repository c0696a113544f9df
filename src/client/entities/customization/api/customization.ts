// The owner's customisation: GET /api/client-customization, POST (the full settings object, or one field after an
// upload) and DELETE (Reset to Default). Each write puts the saved settings in the cache and invalidates the path.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { Customization } from '#shared/schemas/customization.ts';

export const CUSTOMIZATION_URL = '/api/client-customization';
export const clientCustomizationQueryKey = [CUSTOMIZATION_URL] as const;

export const customizationQueryOptions = () =>
  queryOptions({
    queryKey: clientCustomizationQueryKey,
    queryFn: () => apiRequest<Customization>('GET', CUSTOMIZATION_URL),
  });

export function useCustomization() {
  return useQuery(customizationQueryOptions());
}

function useCustomizationWrite<TInput>(send: (input: TInput) => Promise<Customization>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => {
      queryClient.setQueryData(clientCustomizationQueryKey, saved);
      return queryClient.invalidateQueries({ queryKey: clientCustomizationQueryKey });
    },
  });
}

export function useSaveCustomization() {
  return useCustomizationWrite((input: Partial<Customization>) =>
    apiRequest<Customization>('POST', CUSTOMIZATION_URL, input),
  );
}

export function useResetCustomization() {
  return useCustomizationWrite(() => apiRequest<Customization>('DELETE', CUSTOMIZATION_URL));
}
