// Reviews: written by a signed-in client for one of their completed visits (one per visit), read by anyone
// without hidden ones and without any contact detail, and managed by the owner (reply, hide, unhide).
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { bookings, reviews } from '#server/db/schema/bookings.ts';
import { createNotification } from '#server/modules/notifications/notifications.service.ts';
import { queueOwnerMessages } from '#server/modules/outbox/booking-messages.ts';
import { outboxWritten } from '#server/modules/outbox/wake.ts';
import type { SignedInClient } from '#server/platform/client-session.ts';
import { isUuid } from '#server/platform/db-checks.ts';
import { AppError } from '#shared/errors.ts';
import type { CreateReviewInput, PublicReview, PublicReviewsPage } from '#shared/schemas/client-portal.ts';
import {
  type OwnerReview,
  type OwnerReviewsPage,
  REVIEW_ALREADY_WRITTEN_MESSAGE,
  REVIEW_NOT_COMPLETED_MESSAGE,
  REVIEW_NOT_FOUND_MESSAGE,
  REVIEWS_PAGE_SIZE,
} from '#shared/schemas/reviews.ts';

type ReviewRow = typeof reviews.$inferSelect;

/** 'Maria S.': the first name and the last name's initial, all the public ever sees of a reviewer. */
export function reviewerName(client: { firstName: string; lastName: string }): string {
  const first = client.firstName.trim();
  const initial = client.lastName.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

function toPublicReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    clientName: row.clientName,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}

function toOwnerReview(row: ReviewRow): OwnerReview {
  return { ...toPublicReview(row), hidden: row.hiddenAt !== null };
}

const visible = (businessId: string) => and(eq(reviews.businessId, businessId), isNull(reviews.hiddenAt));

/** How many visible reviews and their average (one decimal, half away from zero, as the dashboard rounds it). */
async function visibleSummary(db: DbOrTx, businessId: string) {
  const [row] = await db
    .select({ count: count(), average: sql<string | null>`round(avg(${reviews.rating})::numeric, 1)::text` })
    .from(reviews)
    .where(visible(businessId));
  return { count: row?.count ?? 0, average: row?.average == null ? null : Number(row.average) };
}

const newestFirst = [desc(reviews.createdAt), desc(reviews.id)];
const offsetOf = (page: number) => (page - 1) * REVIEWS_PAGE_SIZE;

/** One page of the business's visible reviews, newest first, with the count and average over all of them. */
export async function listPublicReviews(options: {
  db: DbOrTx;
  businessId: string;
  page: number;
}): Promise<PublicReviewsPage> {
  const { db, businessId, page } = options;
  const [rows, summary] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(visible(businessId))
      .orderBy(...newestFirst)
      .limit(REVIEWS_PAGE_SIZE)
      .offset(offsetOf(page)),
    visibleSummary(db, businessId),
  ]);
  return { reviews: rows.map(toPublicReview), ...summary, page, pageSize: REVIEWS_PAGE_SIZE };
}

/** The owner's list: every review, hidden ones flagged, newest first. */
export async function listOwnerReviews(options: {
  db: DbOrTx;
  businessId: string;
  page: number;
}): Promise<OwnerReviewsPage> {
  const { db, businessId, page } = options;
  const [rows, [all], summary] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(eq(reviews.businessId, businessId))
      .orderBy(...newestFirst)
      .limit(REVIEWS_PAGE_SIZE)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(reviews).where(eq(reviews.businessId, businessId)),
    visibleSummary(db, businessId),
  ]);
  const total = all?.n ?? 0;
  return {
    reviews: rows.map(toOwnerReview),
    ...summary,
    total,
    hiddenCount: total - summary.count,
    page,
    pageSize: REVIEWS_PAGE_SIZE,
  };
}

const bookingNotFound = () => new AppError('NOT_FOUND', 'Booking not found');

/**
 * The client's review of one of their own completed visits in the business they are signed in to. Another
 * client's or business's booking is a 404; one not completed, or already reviewed (the unique index decides
 * between two at once), a 409. The owner is notified in the same transaction.
 */
export async function createReview(options: {
  db: Db;
  client: SignedInClient;
  input: CreateReviewInput;
}): Promise<PublicReview> {
  const { db, client, input } = options;
  if (!isUuid(input.bookingId)) throw bookingNotFound();
  const [booking] = await db
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(
      and(
        eq(bookings.id, input.bookingId),
        eq(bookings.businessId, client.businessId),
        eq(bookings.clientId, client.id),
      ),
    )
    .limit(1);
  if (!booking) throw bookingNotFound();
  if (booking.status !== 'completed') throw new AppError('CONFLICT', REVIEW_NOT_COMPLETED_MESSAGE);
  const clientName = reviewerName(client);
  try {
    const review = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reviews)
        .values({
          businessId: client.businessId,
          bookingId: booking.id,
          clientId: client.id,
          clientName,
          rating: input.rating,
          comment: input.comment || null,
        })
        .returning();
      const message = `${clientName} left a ${input.rating}-star review.`;
      await createNotification({
        db: tx,
        businessId: client.businessId,
        type: 'review',
        title: 'New review',
        message,
        priority: input.rating <= 2 ? 'high' : 'medium',
        actionUrl: '/reviews',
        data: { clientName, rating: input.rating, reviewId: row!.id, bookingId: booking.id },
        news: { kind: 'review', client: clientName, rating: input.rating },
      });
      await queueOwnerMessages(tx, booking.id, {
        kind: 'owner_new_review',
        title: 'New review',
        body: message,
        url: '/reviews',
        occasion: '',
        details: { rating: input.rating },
      });
      return toPublicReview(row!);
    });
    outboxWritten(db);
    return review;
  } catch (error) {
    if (isUniqueViolation(error, 'reviews_booking_unique'))
      throw new AppError('CONFLICT', REVIEW_ALREADY_WRITTEN_MESSAGE);
    throw error;
  }
}

/** Changes one of the business's reviews; another business's (or an unknown id) is a 404. */
async function updateOwnReview(
  db: DbOrTx,
  businessId: string,
  reviewId: string,
  changes: PgUpdateSetSource<typeof reviews>,
): Promise<OwnerReview> {
  if (!isUuid(reviewId)) throw new AppError('NOT_FOUND', REVIEW_NOT_FOUND_MESSAGE);
  const [row] = await db
    .update(reviews)
    .set(changes)
    .where(and(eq(reviews.id, reviewId), eq(reviews.businessId, businessId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', REVIEW_NOT_FOUND_MESSAGE);
  return toOwnerReview(row);
}

/** The owner's public answer; an empty one removes it. */
export function replyToReview(options: { db: DbOrTx; businessId: string; reviewId: string; reply: string }) {
  const reply = options.reply || null;
  return updateOwnReview(options.db, options.businessId, options.reviewId, {
    reply,
    repliedAt: reply ? new Date() : null,
  });
}

/** Hides a review from the public list and the averages (hiding it again keeps when it was first hidden), or
 * shows it again. */
export function setReviewHidden(options: {
  db: DbOrTx;
  businessId: string;
  reviewId: string;
  hidden: boolean;
}) {
  return updateOwnReview(options.db, options.businessId, options.reviewId, {
    hiddenAt: options.hidden ? sql`coalesce(${reviews.hiddenAt}, now())` : null,
  });
}
