// The business's public reviews: average and count, then newest first, a page at a time, with the owner's replies.
import { Button } from '#client/components/ui/button.tsx';
import { StarIcon } from '#client/features/booking/components/page-icons.tsx';
import { formatLocalDate } from '#client/features/bookings/format.ts';
import { cn } from '#client/lib/cn.ts';
import type { PublicReview } from '#shared/schemas/client-portal.ts';
import { usePublicReviews } from '../api/get-public-reviews.ts';
import { CARD_CLASS, type LayoutStyle } from '../layout-style.ts';

function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((value) => (
        <StarIcon
          key={value}
          className={`size-4 ${value <= rating ? 'fill-(--star) text-(--star)' : 'text-muted-foreground'}`}
        />
      ))}
    </span>
  );
}

const dayOf = (iso: string) =>
  formatLocalDate(iso.slice(0, 10), { month: 'short', day: 'numeric', year: 'numeric' });

function ReviewItem({ review, layoutStyle }: { review: PublicReview; layoutStyle: LayoutStyle }) {
  return (
    <article className={cn('grid gap-2', CARD_CLASS[layoutStyle])}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{review.clientName}</h3>
        <time dateTime={review.createdAt} className="text-sm text-muted-foreground">
          {dayOf(review.createdAt)}
        </time>
      </div>
      <Stars rating={review.rating} />
      {review.comment ? <p className="text-sm whitespace-pre-line">{review.comment}</p> : null}
      {review.reply ? (
        <div className="rounded-lg bg-muted p-3 text-sm">
          <p className="font-medium">Reply from the business</p>
          <p className="whitespace-pre-line text-muted-foreground">{review.reply}</p>
        </div>
      ) : null}
    </article>
  );
}

export function ReviewsList({ slug, layoutStyle }: { slug: string; layoutStyle: LayoutStyle }) {
  const reviews = usePublicReviews(slug);
  if (reviews.isPending) {
    return (
      <p role="status" className="py-6 text-center text-muted-foreground">
        Loading reviews…
      </p>
    );
  }
  if (reviews.isError) {
    return (
      <p role="alert" className="py-6 text-center text-destructive">
        The reviews could not be loaded.{' '}
        <button type="button" className="font-medium underline" onClick={() => void reviews.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  const first = reviews.data.pages[0];
  const items = reviews.data.pages.flatMap((page) => page.reviews);
  if (!first || first.count === 0) {
    return <p className="py-6 text-center text-muted-foreground">No reviews yet.</p>;
  }
  return (
    <div className="grid gap-3">
      <p className="flex items-center gap-2">
        <StarIcon className="size-5 fill-(--star) text-(--star)" />
        <span>
          <strong className="text-lg">{first.average?.toFixed(1) ?? '–'}</strong>
          <span className="sr-only"> out of 5</span> · {first.count}{' '}
          {first.count === 1 ? 'review' : 'reviews'}
        </span>
      </p>
      <ul className="grid gap-3">
        {items.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} layoutStyle={layoutStyle} />
          </li>
        ))}
      </ul>
      {reviews.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
        >
          {reviews.isFetchingNextPage ? 'Loading…' : 'Show more reviews'}
        </Button>
      ) : null}
    </div>
  );
}
