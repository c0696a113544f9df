// POST /api/website-projects; on success the project list is invalidated (spec part 2 §7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { CreateWebsiteProjectInput, WebsiteProject } from '#shared/schemas/website.ts';
import { WEBSITE_PROJECTS_KEY } from './get-website-projects.ts';

export const createWebsiteProject = (input: CreateWebsiteProjectInput) =>
  apiRequest<WebsiteProject>('POST', '/api/website-projects', input);

export function useCreateWebsiteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebsiteProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBSITE_PROJECTS_KEY }),
  });
}
