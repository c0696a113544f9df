// The owner's reviews: GET /api/reviews?page=N (hidden ones flagged), POST /api/reviews/{id}/reply ('' removes
// it), /hide and /unhide. A change refreshes the list and the dashboard's rating (hiding changes the average).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { apiRequest, errorMessage } from '#client/lib/api-client.ts';
import { type ReviewsMessageId, useReviewsI18n } from '#client/lib/app-i18n/reviews-i18n.ts';
import type { OwnerReview, OwnerReviewsPage } from '#shared/schemas/reviews.ts';

const REVIEWS_URL = '/api/reviews';

export const ownerReviewsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [REVIEWS_URL, page] as const,
    queryFn: () => apiRequest<OwnerReviewsPage>('GET', `${REVIEWS_URL}?page=${page}`),
    placeholderData: keepPreviousData,
  });

export function useOwnerReviews(page: number, options: { enabled: boolean }) {
  return useQuery({ ...ownerReviewsQueryOptions(page), enabled: options.enabled });
}

export type ReviewChange = { id: string } & ({ reply: string } | { hidden: boolean });

function changeReview(change: ReviewChange) {
  const base = `${REVIEWS_URL}/${encodeURIComponent(change.id)}`;
  return 'reply' in change
    ? apiRequest<OwnerReview>('POST', `${base}/reply`, { reply: change.reply })
    : apiRequest<OwnerReview>('POST', `${base}/${change.hidden ? 'hide' : 'unhide'}`);
}

function successTitle(change: ReviewChange): ReviewsMessageId {
  if ('reply' in change) return change.reply.trim() ? 'toast.published' : 'toast.removed';
  return change.hidden ? 'toast.hidden' : 'toast.shown';
}

export function useChangeReview() {
  const queryClient = useQueryClient();
  const { t } = useReviewsI18n();
  return useMutation({
    mutationFn: changeReview,
    onSuccess: (_review, change) => toast({ title: t(successTitle(change)) }),
    onError: (error) =>
      toast({
        title: t('toast.failed'),
        description: errorMessage(error),
        variant: 'destructive',
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [REVIEWS_URL] }),
        queryClient.invalidateQueries({ queryKey: ['/api/analytics/dashboard'] }),
      ]),
  });
}
