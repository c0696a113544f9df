// TanStack Query with the spec's defaults: the first key element is the URL (GET), never stale,
// no refetch on focus, no polling, no retries; a 401 throws unless a query asks for null instead.
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest, errorStatus } from './api-client.ts';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const url = queryKey[0];
    if (typeof url !== 'string') throw new Error('The first element of a query key must be the URL');
    try {
      return await apiRequest<T>('GET', url);
    } catch (error) {
      if (options.on401 === 'returnNull' && errorStatus(error) === 401) return null;
      throw error;
    }
  };
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
