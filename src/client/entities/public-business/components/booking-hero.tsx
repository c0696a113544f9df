// The hero: banner (or the owner's secondary colour), logo, name, type, rating, address and welcome message.

import type { ReviewSummary } from '#client/entities/public-business/api/get-reviews.ts';
import type { PublicBusiness } from '#shared/schemas/business.ts';
import { MapPinIcon, StarIcon } from './page-icons.tsx';

const TYPE_LABEL: Record<string, string> = {
  barber: 'Barber shop',
  salon: 'Hair salon',
  spa: 'Spa',
  fitness: 'Fitness studio',
  medical: 'Clinic',
  beauty: 'Beauty studio',
  consulting: 'Consulting',
  other: 'Services',
};

export function BookingHero({
  business,
  name,
  logoUrl,
  bannerUrl,
  welcomeMessage,
  reviews,
}: {
  business: PublicBusiness;
  name: string;
  logoUrl: string | null;
  bannerUrl: string | null;
  welcomeMessage: string;
  reviews: ReviewSummary;
}) {
  const count = `${reviews.count} ${reviews.count === 1 ? 'review' : 'reviews'}`;
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
          className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-(--hero-accent) opacity-30 blur-3xl"
        />
      )}
      <div className="mx-auto grid max-w-5xl gap-5 px-4 pt-10 pb-8 sm:px-6 sm:pt-14 sm:pb-12">
        <div className="flex items-center gap-4">
          {logoUrl ? (
            <img
              src={logoUrl}
              alt={`${name} logo`}
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
              {TYPE_LABEL[business.businessType] ?? business.businessType}
            </p>
            <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-4xl">{name}</h1>
          </div>
        </div>
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <li className="flex items-center gap-1.5">
            <StarIcon className="size-4 fill-(--star) text-(--star)" />
            {reviews.average === null ? (
              <span>No reviews yet</span>
            ) : (
              <span>
                <span className="sr-only">Rated </span>
                <strong className="font-semibold">{reviews.average.toFixed(1)}</strong>
                <span className="sr-only"> out of 5</span> · {count}
              </span>
            )}
          </li>
          {business.address ? (
            <li className="flex items-center gap-1.5">
              <MapPinIcon className="size-4 shrink-0" />
              <span>{business.address}</span>
            </li>
          ) : null}
        </ul>
        {welcomeMessage ? (
          <p className="max-w-2xl text-base opacity-95 sm:text-lg">{welcomeMessage}</p>
        ) : null}
      </div>
    </header>
  );
}
