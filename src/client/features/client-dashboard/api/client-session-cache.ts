// Signing in or out changes whose data every /api/client/* read returns: refetch them all (or drop them).
import type { QueryClient } from '@tanstack/react-query';
import { clientMeQueryOptions } from './get-client-me.ts';

const isClientRead = (key: unknown) => typeof key === 'string' && key.startsWith('/api/client/');

export function refreshClientData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isClientRead(query.queryKey[0]) });
}

/** After signing out: nobody is signed in, and the client's data leaves the cache. */
export function forgetClientData(queryClient: QueryClient): void {
  const meKey = clientMeQueryOptions().queryKey;
  queryClient.removeQueries({
    predicate: (query) => isClientRead(query.queryKey[0]) && query.queryKey[0] !== meKey[0],
  });
  queryClient.setQueryData(meKey, null);
}
