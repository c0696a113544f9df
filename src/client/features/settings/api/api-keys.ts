// The owner's API keys (Settings → API keys): list, create (the answer holds the key, shown once) and revoke.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ApiKeyView, CreateApiKeyInput, CreatedApiKey } from '#shared/schemas/api-key.ts';

const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/api-keys'] as const,
    queryFn: () => apiRequest<ApiKeyView[]>('GET', '/api/api-keys'),
  });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) => apiRequest<CreatedApiKey>('POST', '/api/api-keys', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<ApiKeyView>('DELETE', `/api/api-keys/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey }),
  });
}
