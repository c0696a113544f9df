// GET /api/businesses/{slug}/team-members: staff a customer may choose, each with the services they perform.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { PublicTeamMember } from '#shared/schemas/team.ts';
import { publicBusinessUrl } from './get-public-business.ts';

export const getPublicTeam = (slug: string) =>
  apiRequest<PublicTeamMember[]>('GET', `${publicBusinessUrl(slug)}/team-members`);

export const publicTeamQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [`${publicBusinessUrl(slug)}/team-members`] as const,
    queryFn: () => getPublicTeam(slug),
  });

export function usePublicTeam(slug: string) {
  return useQuery(publicTeamQueryOptions(slug));
}
