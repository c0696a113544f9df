// How the console reads /api/admin/...: one query key per path, so a change anywhere refreshes every admin read,
// the open support requests the owner navigation counts for an admin included.
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { AdminSupportRequest } from '#shared/schemas/support.ts';

export const ADMIN = '/api/admin';

export const adminRead = <T>(path: string) =>
  queryOptions({ queryKey: [ADMIN, path] as const, queryFn: () => apiRequest<T>('GET', `${ADMIN}${path}`) });

export const openSupportRequestsQuery = adminRead<AdminSupportRequest[]>('/support-requests?status=open');
