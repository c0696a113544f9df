// After a client changes: the list, every client detail and the figures that count clients reload.
import type { QueryClient } from '@tanstack/react-query';

export function invalidateClientQueries(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const url = query.queryKey[0];
      return (
        typeof url === 'string' &&
        (url.startsWith('/api/clients') ||
          url === '/api/analytics/dashboard' ||
          url === '/api/analytics/clients')
      );
    },
  });
}
