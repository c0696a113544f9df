// GET /api/website-templates: the stored industry templates a project starts from (3 retries, 1 s apart).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { WebsiteTemplate } from '#shared/schemas/website.ts';
import { WEBSITE_QUERY_RETRY } from './get-website-projects.ts';

export const getWebsiteTemplates = () => apiRequest<WebsiteTemplate[]>('GET', '/api/website-templates');

export const websiteTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/website-templates'] as const,
    queryFn: getWebsiteTemplates,
    ...WEBSITE_QUERY_RETRY,
  });

export function useWebsiteTemplates() {
  return useQuery(websiteTemplatesQueryOptions());
}
