// GET /api/businesses/{slug}/reviews?page=n: visible reviews newest first, with the average and count.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { publicBusinessUrl } from '#client/features/booking/api/get-public-business.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import type { PublicReviewsPage } from '#shared/schemas/client-portal.ts';

export const publicReviewsQueryOptions = (slug: string) => {
  const url = `${publicBusinessUrl(slug)}/reviews`;
  return infiniteQueryOptions({
    queryKey: [url, 'pages'] as const,
    queryFn: ({ pageParam }) => apiRequest<PublicReviewsPage>('GET', `${url}?page=${pageParam}`),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.count ? last.page + 1 : undefined),
  });
};

export function usePublicReviews(slug: string) {
  return useInfiniteQuery(publicReviewsQueryOptions(slug));
}
