// /reviews: the owner's reviews, newest first, ten a page, dated in the business's zone, hidden ones included and
// flagged. Each can be answered publicly (the reply shows under it on the booking page), hidden when abusive (it
// leaves the public list and the averages) and shown again. Reached from the dashboard's Satisfaction figure.
import { ExternalLink, EyeOff, MessageSquareText } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useMyBusiness } from '#client/entities/business/api/get-my-business.ts';
import { StarRating } from '#client/entities/public-business/components/star-rating.tsx';
import { formatInstantDate } from '#client/lib/format.ts';
import type { OwnerReview, OwnerReviewsPage } from '#shared/schemas/reviews.ts';
import { useChangeReview, useOwnerReviews } from './api/owner-reviews.ts';
import { ReplyForm } from './reply-form.tsx';

function ReviewCard({ review, timeZone }: { review: OwnerReview; timeZone: string }) {
  const change = useChangeReview();
  const [replying, setReplying] = useState(false);
  const headingId = useId();
  const save = (reply: string) =>
    change.mutate({ id: review.id, reply }, { onSuccess: () => setReplying(false) });
  return (
    <li>
      <Card
        role="article"
        aria-labelledby={headingId}
        className={review.hidden ? 'border-dashed bg-muted/40' : undefined}
      >
        <CardContent className="grid gap-3 p-4 sm:p-5">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <StarRating rating={review.rating} filledClassName="fill-amber-600 text-amber-600" />
            <h2 id={headingId} className="font-semibold">
              {review.clientName}
            </h2>
            <time dateTime={review.createdAt} className="text-sm text-muted-foreground">
              {formatInstantDate(review.createdAt, timeZone)}
            </time>
            {review.hidden ? (
              <Badge variant="secondary">
                <EyeOff aria-hidden="true" className="size-3" />
                Hidden
              </Badge>
            ) : null}
          </div>
          {review.comment ? (
            <p className="whitespace-pre-line">{review.comment}</p>
          ) : (
            <p className="text-sm text-muted-foreground">No comment, just a rating.</p>
          )}
          {review.reply && !replying ? (
            <div className="rounded-md border-l-4 border-primary bg-muted px-3 py-2 text-sm">
              <p className="font-medium">Your reply</p>
              <p className="whitespace-pre-line text-muted-foreground">{review.reply}</p>
            </div>
          ) : null}
          {replying ? (
            <ReplyForm
              review={review}
              pending={change.isPending}
              onSave={save}
              onCancel={() => setReplying(false)}
            />
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => setReplying(true)}>
                <MessageSquareText aria-hidden="true" />
                {review.reply ? 'Edit reply' : 'Reply'}
              </Button>
              {review.reply ? (
                <Button size="sm" variant="ghost" disabled={change.isPending} onClick={() => save('')}>
                  Remove reply
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="ghost"
                disabled={change.isPending}
                onClick={() => change.mutate({ id: review.id, hidden: !review.hidden })}
              >
                {review.hidden ? 'Unhide' : 'Hide'}
                <span className="sr-only"> the review by {review.clientName}</span>
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
    </li>
  );
}

/** '4.8 out of 5 from 12 reviews · 1 hidden': what clients see, and what the owner has hidden. */
function summaryLine(data: OwnerReviewsPage) {
  const visible =
    data.average === null
      ? 'No visible reviews'
      : `${data.average.toFixed(1)} out of 5 from ${data.count} ${data.count === 1 ? 'review' : 'reviews'}`;
  return data.hiddenCount > 0 ? `${visible} · ${data.hiddenCount} hidden` : visible;
}

function EmptyCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-2 py-12 text-center text-sm text-muted-foreground">
        <MessageSquareText className="size-8 opacity-50" aria-hidden="true" />
        <h2 className="font-medium text-foreground">{title}</h2>
        {children}
      </CardContent>
    </Card>
  );
}

export function ReviewsPage() {
  const [page, setPage] = useState(1);
  const business = useMyBusiness();
  const owned = business.data;
  const query = useOwnerReviews(page, { enabled: Boolean(owned) });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const failed = business.isError || query.isError;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Reviews</h1>
          <p className="text-sm text-muted-foreground">
            {data && data.total > 0
              ? summaryLine(data)
              : 'What clients say after their visits. Reply publicly, or hide a review that is abusive.'}
          </p>
        </div>
        {business.data ? (
          <Button variant="outline" size="sm" asChild>
            <a href={paths.book.build(business.data.slug)} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" />
              Your booking page
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        ) : null}
      </div>
      {failed ? (
        <div className="grid justify-items-center gap-2 py-12 text-sm">
          <p className="text-destructive">Could not load reviews.</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void (business.isError ? business.refetch() : query.refetch())}
          >
            Retry
          </Button>
        </div>
      ) : business.isPending || (business.data && query.isPending) ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading reviews" />
        </div>
      ) : !owned ? (
        <EmptyCard title="Create your business first">
          <p>Clients review the visits they book with your business.</p>
          <Button className="mt-4" asChild>
            <Link href={paths.registerBusiness}>Create Your Business Profile</Link>
          </Button>
        </EmptyCard>
      ) : data && data.reviews.length > 0 ? (
        <ul className="grid gap-4" aria-label="Reviews, newest first">
          {data.reviews.map((review) => (
            <ReviewCard key={review.id} review={review} timeZone={owned.timezone} />
          ))}
        </ul>
      ) : (
        <EmptyCard title="No reviews yet">
          <p>When a client reviews a completed visit, it appears here and on your booking page.</p>
        </EmptyCard>
      )}
      {data && data.total > data.pageSize ? (
        <nav aria-label="Review pages" className="flex items-center justify-between gap-2">
          <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <span aria-live="polite" className="text-sm text-muted-foreground">
            Page {page} of {pages}
          </span>
          <Button variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Older
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
