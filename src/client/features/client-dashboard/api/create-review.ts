// POST /api/client/reviews: a rating (1–5) and comment for one of the client's completed visits.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicBusinessUrl } from '#client/entities/public-business/api/get-public-business.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import type { CreateReviewInput } from '#shared/schemas/client-portal.ts';
import { clientBookingsUrl } from './get-client-bookings.ts';

export function createReview(input: CreateReviewInput): Promise<unknown> {
  return apiRequest('POST', '/api/client/reviews', input);
}

export function useCreateReview(slug: string) {
  const queryClient = useQueryClient();
  const reviewsUrl = `${publicBusinessUrl(slug)}/reviews`;
  return useMutation({
    mutationFn: createReview,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [clientBookingsUrl] });
      // Every page of the business's reviews (the hero's figures come from page 1).
      await queryClient.invalidateQueries({
        predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith(`${reviewsUrl}?`),
      });
    },
  });
}
