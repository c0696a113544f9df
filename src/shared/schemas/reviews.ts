// Reviews as the owner manages them (the Reviews view at /reviews): every review of their business, hidden ones
// flagged, with the owner's reply. The public and client shapes are in client-portal.ts.
import { z } from 'zod';
import { publicReviewSchema } from './client-portal.ts';
import { pageNumberSchema } from './paging.ts';

/** Reviews per page, in the public list and the owner's. */
export const REVIEWS_PAGE_SIZE = 10;

export const REVIEW_ALREADY_WRITTEN_MESSAGE = 'You have already reviewed this visit';
export const REVIEW_NOT_COMPLETED_MESSAGE = 'You can review a visit once it has been completed';
export const REVIEW_NOT_FOUND_MESSAGE = 'Review not found';

/** ?page=N, from 1. */
export const reviewsPageQuerySchema = z.object({
  page: pageNumberSchema,
});

export const reviewIdParamsSchema = z.object({ id: z.string().max(100) });

export const ownerReviewSchema = publicReviewSchema.extend({
  /** Hidden by the owner: left out of the public list and of every average. */
  hidden: z.boolean(),
});
export type OwnerReview = z.infer<typeof ownerReviewSchema>;

/** GET /api/reviews?page=1: newest first, hidden ones included. */
export const ownerReviewsPageSchema = z.object({
  reviews: z.array(ownerReviewSchema),
  /** Average of the visible reviews (what clients see), one decimal; null when there are none. */
  average: z.number().nullable(),
  /** Visible reviews. */
  count: z.number().int(),
  /** Every review, hidden ones too: what the pages run over. */
  total: z.number().int(),
  hiddenCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OwnerReviewsPage = z.infer<typeof ownerReviewsPageSchema>;

/** POST /api/reviews/{id}/reply: '' removes the reply. */
export const reviewReplyInputSchema = z.object({
  reply: z.string({ error: 'Write a reply' }).trim().max(2000, 'Your reply can be at most 2000 characters'),
});
export type ReviewReplyInput = z.infer<typeof reviewReplyInputSchema>;
