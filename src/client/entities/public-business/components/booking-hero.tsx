// The hero: banner (or the owner's secondary colour), logo, name, type, rating, address and welcome message, and
// the page's own controls (the booking page's language switcher) in its top corner.
import type { ReactNode } from 'react';
import type { ReviewSummary } from '#client/entities/public-business/api/get-reviews.ts';
import { isPublicMessageId, usePublicI18n } from '#client/entities/public-business/i18n.ts';
import { formatRating } from '#client/lib/format.ts';
import type { PublicBusiness } from '#shared/schemas/business.ts';
import { MapPinIcon, StarIcon } from './page-icons.tsx';

export function BookingHero({
  business,
  name,
  logoUrl,
  bannerUrl,
  welcomeMessage,
  reviews,
  corner,
}: {
  business: PublicBusiness;
  name: string;
  logoUrl: string | null;
  bannerUrl: string | null;
  welcomeMessage: string;
  reviews: ReviewSummary;
  corner?: ReactNode;
}) {
  const { t, intl } = usePublicI18n();
  const typeId = `hero.type.${business.businessType}`;
  const rating = reviews.average === null ? '' : formatRating(reviews.average, intl);
  return (
    <header
      className={`relative isolate overflow-hidden ${bannerUrl ? 'bg-slate-900 text-white' : 'bg-(--hero) text-(--hero-foreground)'}`}
    >
      {bannerUrl ? (
        <>
          <img src={bannerUrl} alt="" className="absolute inset-0 -z-10 size-full object-cover" />
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-black/60" />
        </>
      ) : (
        <div
          aria-hidden="true"
          className="absolute -end-24 -top-24 -z-10 size-72 rounded-full bg-(--hero-accent) opacity-30 blur-3xl"
        />
      )}
      <div
        className={`mx-auto grid max-w-5xl gap-5 px-4 pb-8 sm:px-6 sm:pb-12 ${corner ? 'pt-3 sm:pt-4' : 'pt-10 sm:pt-14'}`}
      >
        {corner ? <div className="flex justify-end">{corner}</div> : null}
        <div className="flex items-center gap-4">
          {logoUrl ? (
            <img
              src={logoUrl}
              alt={t('hero.logoAlt', { name })}
              className="size-16 shrink-0 rounded-2xl bg-white object-cover shadow-md ring-2 ring-white/30 sm:size-20"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-white/15 text-3xl font-bold ring-2 ring-white/25 sm:size-20"
            >
              {name.charAt(0).toUpperCase()}
            </span>
          )}
          <div className="min-w-0">
            <p className="text-sm font-medium tracking-wide uppercase opacity-90">
              {isPublicMessageId(typeId) ? t(typeId) : business.businessType}
            </p>
            <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-4xl">{name}</h1>
          </div>
        </div>
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <li className="flex items-center gap-1.5">
            <StarIcon className="size-4 fill-(--star) text-(--star)" />
            {reviews.average === null ? (
              <span>{t('hero.noReviews')}</span>
            ) : (
              <span>
                <span className="sr-only">{t('rating.outOf5', { rating })}</span>
                <strong aria-hidden="true" className="font-semibold">
                  {rating}
                </strong>{' '}
                · {t('hero.reviewCount', { count: reviews.count })}
              </span>
            )}
          </li>
          {business.address ? (
            <li className="flex items-center gap-1.5">
              <MapPinIcon className="size-4 shrink-0" />
              <span dir="auto">{business.address}</span>
            </li>
          ) : null}
        </ul>
        {welcomeMessage ? (
          <p dir="auto" className="max-w-2xl text-base opacity-95 sm:text-lg">
            {welcomeMessage}
          </p>
        ) : null}
      </div>
    </header>
  );
}
