// GET /api/businesses/{slug}/reviews: items with a rating, summarised for the hero. When the read fails (or the
// endpoint is not there) the page shows the spec's default: 5.0 and no reviews.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { publicBusinessUrl } from './get-public-business.ts';

type Review = { rating: number };
export type ReviewSummary = { average: number; count: number };

export function summarizeReviews(body: unknown): ReviewSummary {
  const items: unknown[] = Array.isArray(body)
    ? body
    : body && typeof body === 'object' && 'items' in body && Array.isArray(body.items)
      ? body.items
      : [];
  const ratings = items
    .map((item) => (item && typeof item === 'object' ? (item as Review).rating : Number.NaN))
    .filter((rating): rating is number => typeof rating === 'number' && Number.isFinite(rating));
  if (ratings.length === 0) return { average: 5, count: 0 };
  return { average: ratings.reduce((sum, r) => sum + r, 0) / ratings.length, count: ratings.length };
}

export async function getReviewSummary(slug: string): Promise<ReviewSummary> {
  try {
    return summarizeReviews(await apiRequest<unknown>('GET', `${publicBusinessUrl(slug)}/reviews`));
  } catch {
    return { average: 5, count: 0 };
  }
}

export const reviewSummaryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [`${publicBusinessUrl(slug)}/reviews`] as const,
    queryFn: () => getReviewSummary(slug),
  });

export function useReviewSummary(slug: string) {
  return useQuery(reviewSummaryQueryOptions(slug));
}
