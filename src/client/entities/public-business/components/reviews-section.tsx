// The booking page's reviews: the visible reviews newest first, ten at a time, each with its stars, the
// reviewer's first name and initial, the date and the owner's reply. Page 1 comes with the server-rendered page.
import { useState } from 'react';
import { useReviewsPage } from '#client/entities/public-business/api/get-reviews.ts';
import { useStepsI18n } from '#client/entities/public-business/steps-i18n.ts';
import { formatInstantDate, formatRating } from '#client/lib/format.ts';
import type { PublicReview } from '#shared/schemas/client-portal.ts';
import { StarRating } from './star-rating.tsx';

const pageButton =
  'rounded-lg border bg-background px-3 py-2 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50';

function ReviewItem({
  review,
  businessName,
  timeZone,
}: {
  review: PublicReview;
  businessName: string;
  timeZone: string;
}) {
  const { t, intl } = useStepsI18n();
  return (
    <li className="grid gap-2 rounded-xl border bg-background p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating rating={review.rating} />
        <span className="font-medium">{review.clientName}</span>
        <time dateTime={review.createdAt} className="text-sm text-muted-foreground">
          {formatInstantDate(review.createdAt, timeZone, undefined, intl)}
        </time>
      </div>
      {review.comment ? (
        <p dir="auto" className="text-sm whitespace-pre-line">
          {review.comment}
        </p>
      ) : null}
      {review.reply ? (
        <div className="rounded-lg border-s-4 border-(--brand-ink) bg-muted px-3 py-2 text-sm">
          <p className="font-medium">{t('reviews.replyFrom', { name: businessName })}</p>
          <p dir="auto" className="whitespace-pre-line text-muted-foreground">
            {review.reply}
          </p>
        </div>
      ) : null}
    </li>
  );
}

export function ReviewsSection({
  slug,
  businessName,
  timeZone,
}: {
  slug: string;
  businessName: string;
  timeZone: string;
}) {
  const { t, intl } = useStepsI18n();
  const [page, setPage] = useState(1);
  const { data, isPlaceholderData } = useReviewsPage(slug, page);
  if (!data) return null;
  const pages = Math.max(1, Math.ceil(data.count / data.pageSize));
  return (
    <section aria-labelledby="reviews-heading" className="mx-auto grid max-w-5xl gap-4 px-4 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="reviews-heading" className="text-lg font-semibold sm:text-xl">
          {t('reviews.title')}
        </h2>
        {data.average === null ? null : (
          <p className="text-sm text-muted-foreground">
            {t('reviews.summary', {
              average: formatRating(data.average, intl),
              count: data.count,
            })}
          </p>
        )}
      </div>
      {data.count === 0 ? (
        <p className="text-muted-foreground">{t('reviews.none')}</p>
      ) : (
        <ul className="grid gap-3" aria-busy={isPlaceholderData}>
          {data.reviews.map((review) => (
            <ReviewItem key={review.id} review={review} businessName={businessName} timeZone={timeZone} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t('reviews.pages')} className="flex items-center justify-between gap-3">
          <button
            type="button"
            className={pageButton}
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          >
            {t('reviews.newer')}
          </button>
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {t('reviews.page', { page, pages })}
          </p>
          <button
            type="button"
            className={pageButton}
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('reviews.older')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
