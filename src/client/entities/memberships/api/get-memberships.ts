// GET /api/memberships: the business this session acts in, and every business the signed-in user belongs to.
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { apiRequest } from '#client/lib/api-client.ts';
import type { Memberships } from '#shared/schemas/team-access.ts';

export const membershipsQueryKey = ['/api/memberships'] as const;

export const getMemberships = () => apiRequest<Memberships>('GET', '/api/memberships');

// A plain object, not queryOptions(): the router's role gate loads this file with the first page, and
// queryOptions lives in the booking page's chunk (vite.config.ts), which would then join every first download.
export const membershipsQueryOptions = () => ({ queryKey: membershipsQueryKey, queryFn: getMemberships });

/** Asked only while someone is signed in. */
export function useMemberships() {
  const { user } = useAuth();
  return useQuery({ ...membershipsQueryOptions(), enabled: Boolean(user) });
}
