// GET /api/invitations/{token} (public): what an invitation is for — business, member, role, address — before
// the person signs in. 404 and 410 carry the message the page shows.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { InvitationPreview } from '#shared/schemas/team-access.ts';

export const getInvitation = (token: string) =>
  apiRequest<InvitationPreview>('GET', `/api/invitations/${encodeURIComponent(token)}`);

export const invitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['/api/invitations', token] as const, queryFn: () => getInvitation(token) });

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}
