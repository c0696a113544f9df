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
import { useReviewsI18n } from '#client/lib/app-i18n/reviews-i18n.ts';
import { formatInstantDate } from '#client/lib/format.ts';
import type { OwnerReview, OwnerReviewsPage } from '#shared/schemas/reviews.ts';
import { useChangeReview, useOwnerReviews } from './api/owner-reviews.ts';
import { ReplyForm } from './reply-form.tsx';

function ReviewCard({ review, timeZone }: { review: OwnerReview; timeZone: string }) {
  const { t, intl } = useReviewsI18n();
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
              {formatInstantDate(review.createdAt, timeZone, undefined, intl)}
            </time>
            {review.hidden ? (
              <Badge variant="secondary">
                <EyeOff aria-hidden="true" className="size-3" />
                {t('card.hidden')}
              </Badge>
            ) : null}
          </div>
          {review.comment ? (
            <p className="whitespace-pre-line">{review.comment}</p>
          ) : (
            <p className="text-sm text-muted-foreground">{t('card.noComment')}</p>
          )}
          {review.reply && !replying ? (
            <div className="rounded-md border-s-4 border-primary bg-muted px-3 py-2 text-sm">
              <p className="font-medium">{t('card.yourReply')}</p>
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
                {review.reply ? t('card.editReply') : t('card.reply')}
              </Button>
              {review.reply ? (
                <Button size="sm" variant="ghost" disabled={change.isPending} onClick={() => save('')}>
                  {t('card.removeReply')}
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="ghost"
                disabled={change.isPending}
                onClick={() => change.mutate({ id: review.id, hidden: !review.hidden })}
              >
                {review.hidden ? t('card.unhide') : t('card.hide')}
                <span className="sr-only">{t('card.byClient', { name: review.clientName })}</span>
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
    </li>
  );
}

/** '4.8 out of 5 from 12 reviews · 1 hidden': what clients see, and what the owner has hidden. */
function summaryLine(data: OwnerReviewsPage, { t, intl }: ReturnType<typeof useReviewsI18n>) {
  const average = new Intl.NumberFormat(intl, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const visible =
    data.average === null
      ? t('page.summaryNone')
      : t('page.summary', { average: average.format(data.average), count: data.count });
  return data.hiddenCount > 0
    ? t('page.summaryHidden', { summary: visible, count: data.hiddenCount })
    : visible;
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
  const i18n = useReviewsI18n();
  const { t } = i18n;
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
          <h1 className="text-2xl font-bold tracking-tight">{t('page.title')}</h1>
          <p className="text-sm text-muted-foreground">
            {data && data.total > 0 ? summaryLine(data, i18n) : t('page.intro')}
          </p>
        </div>
        {business.data ? (
          <Button variant="outline" size="sm" asChild>
            <a href={paths.book.build(business.data.slug)} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" />
              {t('page.bookingPage')}
              <span className="sr-only">{t('page.newTab')}</span>
            </a>
          </Button>
        ) : null}
      </div>
      {failed ? (
        <div className="grid justify-items-center gap-2 py-12 text-sm">
          <p className="text-destructive">{t('page.loadFailed')}</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void (business.isError ? business.refetch() : query.refetch())}
          >
            {t('page.retry')}
          </Button>
        </div>
      ) : business.isPending || (business.data && query.isPending) ? (
        <div className="flex justify-center py-12">
          <Spinner label={t('page.loading')} />
        </div>
      ) : !owned ? (
        <EmptyCard title={t('page.noBusiness.title')}>
          <p>{t('page.noBusiness.text')}</p>
          <Button className="mt-4" asChild>
            <Link href={paths.registerBusiness}>{t('page.noBusiness.action')}</Link>
          </Button>
        </EmptyCard>
      ) : data && data.reviews.length > 0 ? (
        <ul className="grid gap-4" aria-label={t('page.list')}>
          {data.reviews.map((review) => (
            <ReviewCard key={review.id} review={review} timeZone={owned.timezone} />
          ))}
        </ul>
      ) : (
        <EmptyCard title={t('page.empty.title')}>
          <p>{t('page.empty.text')}</p>
        </EmptyCard>
      )}
      {data && data.total > data.pageSize ? (
        <nav aria-label={t('page.pages')} className="flex items-center justify-between gap-2">
          <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('page.newer')}
          </Button>
          <span aria-live="polite" className="text-sm text-muted-foreground">
            {t('page.position', { page, pages })}
          </span>
          <Button variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('page.older')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
