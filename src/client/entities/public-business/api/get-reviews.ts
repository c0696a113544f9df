// GET /api/businesses/{slug}/reviews?page=N: one page of the visible reviews, newest first, with their count and
// average. Page 1 is read with the page (server-rendered, docs/decisions/008) and gives the hero its figures.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { PublicReviewsPage } from '#shared/schemas/client-portal.ts';
import { publicBusinessUrl } from './get-public-business.ts';

export type ReviewSummary = { average: number | null; count: number };

/** The hero's figures: no rating and no reviews when there are none, or the read failed (decision 020). */
export function summarizeReviews(page: PublicReviewsPage | undefined): ReviewSummary {
  return { average: page?.average ?? null, count: page?.count ?? 0 };
}

export const reviewsPageQueryOptions = (slug: string, page: number) =>
  queryOptions({
    queryKey: [`${publicBusinessUrl(slug)}/reviews?page=${page}`] as const,
    queryFn: ({ queryKey: [url] }) => apiRequest<PublicReviewsPage>('GET', url),
  });

/** A page of reviews; the one shown stays while the next loads. */
export function useReviewsPage(slug: string, page: number) {
  return useQuery({ ...reviewsPageQueryOptions(slug, page), placeholderData: keepPreviousData });
}
