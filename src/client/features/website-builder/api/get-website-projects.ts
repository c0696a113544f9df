// GET /api/website-projects: the owner's website projects, newest first (3 retries, 1 s apart: spec part 2 §7, §9).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { WebsiteProject } from '#shared/schemas/website.ts';

/** Both website-builder queries retry 3 times, 1 s apart. */
export const WEBSITE_QUERY_RETRY = { retry: 3, retryDelay: 1000 } as const;

export const WEBSITE_PROJECTS_KEY = ['/api/website-projects'] as const;

export const getWebsiteProjects = () => apiRequest<WebsiteProject[]>('GET', '/api/website-projects');

export const websiteProjectsQueryOptions = () =>
  queryOptions({ queryKey: WEBSITE_PROJECTS_KEY, queryFn: getWebsiteProjects, ...WEBSITE_QUERY_RETRY });

export function useWebsiteProjects(options: { enabled?: boolean } = {}) {
  return useQuery({ ...websiteProjectsQueryOptions(), enabled: options.enabled ?? true });
}
