// GET /api/client/me: the signed-in client of this business, or null when no client session is open (401). Without
// the client's signed-in hint cookie no session can exist: null at once, no request bound to fail.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasSignedInHint } from '#client/entities/session/api/session.ts';
import { getQueryFn } from '#client/lib/query-client.ts';
import type { ClientMe } from '#shared/schemas/client-portal.ts';
import { CLIENT_SIGNED_IN_HINT_COOKIE } from '#shared/signed-in-hint.ts';

export const clientMeUrl = '/api/client/me';

export const clientMeQueryOptions = () =>
  queryOptions({
    queryKey: [clientMeUrl] as const,
    queryFn: (context) =>
      hasSignedInHint(document.cookie, CLIENT_SIGNED_IN_HINT_COOKIE)
        ? getQueryFn<ClientMe>({ on401: 'returnNull' })(context)
        : null,
  });

export function useClientMe() {
  return useQuery(clientMeQueryOptions());
}
