// The platform admin console's reads and changes (/api/admin/...). A change refreshes every admin read, since a
// suspension, a settings change or a project's completion moves the overview's figures too.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { apiRequest, errorMessage } from '#client/lib/api-client.ts';
import type {
  AdminBusinessesPage,
  AdminBusinessesQuery,
  AdminOverview,
  AdminRevenue,
  AdminWebsiteProject,
  AuditEntry,
  Plan,
  PlatformSettings,
  PlatformSettingsInput,
  WebsiteProjectUpdate,
} from '#shared/schemas/admin.ts';
import { ADMIN, adminRead, openSupportRequestsQuery } from './admin-read.ts';

export const useAdminOverview = () => useQuery(adminRead<AdminOverview>('/overview'));
export const useAdminRevenue = () => useQuery(adminRead<AdminRevenue>('/revenue'));
export const usePlans = () => useQuery(adminRead<Plan[]>('/plans'));
export const usePlatformSettings = () => useQuery(adminRead<PlatformSettings>('/settings'));
export const useAuditLog = () => useQuery(adminRead<AuditEntry[]>('/audit-log'));
export const useAdminWebsiteProjects = () => useQuery(adminRead<AdminWebsiteProject[]>('/website-projects'));
export const useOpenSupportRequests = () => useQuery(openSupportRequestsQuery);

export function useAdminBusinesses(query: AdminBusinessesQuery) {
  const search = new URLSearchParams({
    search: query.search,
    status: query.status,
    page: String(query.page),
  });
  return useQuery({
    ...adminRead<AdminBusinessesPage>(`/businesses?${search}`),
    placeholderData: keepPreviousData,
  });
}

/** A change, its toast, and every admin read refreshed. */
function useAdminChange<T>(
  change: (input: T) => Promise<unknown>,
  success: (input: T) => string,
  failure: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (_result, input) => toast({ title: success(input) }),
    onError: (error) => toast({ title: failure, description: errorMessage(error), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADMIN] }),
  });
}

export const useSetBusinessStatus = () =>
  useAdminChange(
    (input: { id: string; status: 'active' | 'suspended' }) =>
      apiRequest('PATCH', `${ADMIN}/businesses/${encodeURIComponent(input.id)}/status`, {
        status: input.status,
      }),
    (input) => (input.status === 'suspended' ? 'Business Suspended' : 'Business Activated'),
    'Could not change the business',
  );

export const useSavePlatformSettings = () =>
  useAdminChange(
    (input: PlatformSettingsInput) => apiRequest<PlatformSettings>('PUT', `${ADMIN}/settings`, input),
    () => 'Settings saved',
    'Could not save the settings',
  );

export const useUpdateWebsiteProject = () =>
  useAdminChange(
    (input: WebsiteProjectUpdate & { id: string }) => {
      const { id, ...body } = input;
      return apiRequest('PATCH', `${ADMIN}/website-projects/${encodeURIComponent(id)}`, body);
    },
    () => 'Project updated',
    'Could not update the project',
  );

export const useMarkSupportAnswered = () =>
  useAdminChange(
    (id: string) => apiRequest('POST', `${ADMIN}/support-requests/${encodeURIComponent(id)}/answered`),
    () => 'Marked as answered',
    'Could not update the request',
  );
