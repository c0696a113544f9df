// GET /api/team-audit (manager and owner): invitations, role changes and (de)activations, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { TeamAuditEntry } from '#shared/schemas/team-access.ts';

export const getTeamAudit = () => apiRequest<TeamAuditEntry[]>('GET', '/api/team-audit');

export const teamAuditQueryOptions = () =>
  queryOptions({ queryKey: ['/api/team-audit'] as const, queryFn: getTeamAudit });

export function useTeamAudit(options: { enabled?: boolean } = {}) {
  return useQuery({ ...teamAuditQueryOptions(), enabled: options.enabled ?? true });
}
