// A rating as five stars, read out as 'Rated 4 out of 5'. Used by the booking page's reviews (in the owner's
// star colour) and the owner's Reviews view.
import { usePublicI18n } from '#client/entities/public-business/i18n.ts';
import { StarIcon } from './page-icons.tsx';

export function StarRating({
  rating,
  className = 'size-4',
  filledClassName = 'fill-(--star) text-(--star)',
}: {
  rating: number;
  className?: string;
  filledClassName?: string;
}) {
  const { t } = usePublicI18n();
  return (
    <span role="img" aria-label={t('rating.outOf5', { rating })} className="inline-flex shrink-0 gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          className={`${className} ${star <= rating ? filledClassName : 'text-muted-foreground/50'}`}
        />
      ))}
    </span>
  );
}
