// The two-slide hero: booking platform and website development, with arrows, dots, a pause control and swipe.
import { ChevronLeft, ChevronRight, Pause, Play, Star } from 'lucide-react';
import { MarketingLink } from '#client/components/marketing/marketing-link.tsx';
import { cn } from '#client/lib/cn.ts';
import { HERO_SLIDES, type HeroAction } from '../content/landing.ts';
import { useLandingI18n } from '../i18n.ts';
import { BrowserDemo } from './browser-demo.tsx';
import { PhoneDemo } from './phone-demo.tsx';
import { useCarousel } from './use-carousel.ts';

const focusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2';
const primaryClass = cn(
  'inline-flex items-center justify-center rounded-lg bg-emerald-700 px-6 py-3 text-base font-semibold text-white shadow-md hover:bg-emerald-800',
  focusRing,
);
const secondaryClass = cn(
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-6 py-3 text-base font-semibold text-slate-800 hover:bg-slate-50',
  focusRing,
);

function HeroButton({
  action,
  label,
  className,
  onOpenPortfolio,
}: {
  action: HeroAction;
  label: string;
  className: string;
  onOpenPortfolio: () => void;
}) {
  if (action.target === 'portfolio') {
    return (
      <button type="button" className={className} onClick={onOpenPortfolio}>
        {label}
      </button>
    );
  }
  return (
    <MarketingLink href={action.target} className={className}>
      {label}
    </MarketingLink>
  );
}

export function HeroCarousel({ onOpenPortfolio }: { onOpenPortfolio: () => void }) {
  const carousel = useCarousel(HERO_SLIDES.length);
  const count = HERO_SLIDES.length;
  const { t } = useLandingI18n();

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('landing.hero.label')}
      className="relative overflow-hidden bg-gradient-to-b from-emerald-50 via-white to-white pt-10 pb-12 sm:pt-14 lg:pb-16"
      {...carousel.regionHandlers}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="grid" aria-live={carousel.rotating ? 'off' : 'polite'} data-testid="hero-slides">
          {HERO_SLIDES.map((slide, i) => {
            const active = i === carousel.index;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form fieldset.
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t('landing.hero.slide', { number: i + 1, count })}
                aria-hidden={!active}
                inert={!active}
                data-active={active}
                className={cn(
                  'col-start-1 row-start-1 grid items-center gap-10 transition-[opacity,visibility] duration-500 lg:grid-cols-2',
                  active ? 'visible opacity-100' : 'invisible opacity-0',
                )}
              >
                <div>
                  <p className="inline-flex items-center gap-2 rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-800">
                    <Star className="size-4 fill-current" aria-hidden="true" />
                    {t(`landing.hero.${slide.id}.badge`)}
                  </p>
                  <h2 className="mt-5 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
                    {t(`landing.hero.${slide.id}.title`)}{' '}
                    <span className="bg-gradient-to-r from-emerald-700 to-teal-600 bg-clip-text text-transparent">
                      {t(`landing.hero.${slide.id}.highlight`)}
                    </span>
                  </h2>
                  <p className="mt-5 max-w-xl text-lg leading-8 text-slate-600">
                    {t(`landing.hero.${slide.id}.description`)}
                  </p>
                  <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                    <HeroButton
                      action={slide.primary}
                      label={t(`landing.hero.${slide.id}.primary`)}
                      className={primaryClass}
                      onOpenPortfolio={onOpenPortfolio}
                    />
                    <HeroButton
                      action={slide.secondary}
                      label={t(`landing.hero.${slide.id}.secondary`)}
                      className={secondaryClass}
                      onOpenPortfolio={onOpenPortfolio}
                    />
                  </div>
                  <p className="mt-6 text-sm font-medium text-slate-600">
                    {t(`landing.hero.${slide.id}.trust`)}
                  </p>
                </div>
                <div className="hidden justify-center lg:flex">
                  {slide.id === 'booking' ? <PhoneDemo /> : <BrowserDemo />}
                </div>
              </div>
            );
          })}
        </div>

        <div className="mt-10 flex items-center justify-center gap-3">
          <button
            type="button"
            onClick={carousel.previous}
            className={cn(
              'rounded-full border border-slate-300 bg-white p-2 text-slate-700 hover:bg-slate-50',
              focusRing,
            )}
            aria-label={t('landing.hero.previous')}
          >
            <ChevronLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          </button>
          <div className="flex items-center gap-1">
            {HERO_SLIDES.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                onClick={() => carousel.goTo(i)}
                aria-label={t('landing.hero.show', { number: i + 1, count })}
                aria-current={i === carousel.index ? 'true' : undefined}
                className={cn('flex size-6 items-center justify-center rounded-full', focusRing)}
              >
                <span
                  className={cn(
                    'block h-2.5 rounded-full transition-all',
                    i === carousel.index ? 'w-6 bg-emerald-700' : 'w-2.5 bg-slate-300',
                  )}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={carousel.next}
            className={cn(
              'rounded-full border border-slate-300 bg-white p-2 text-slate-700 hover:bg-slate-50',
              focusRing,
            )}
            aria-label={t('landing.hero.next')}
          >
            <ChevronRight className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          </button>
          {carousel.canRotate && (
            <button
              type="button"
              onClick={carousel.toggleRotation}
              className={cn('ms-2 rounded-full p-2 text-slate-600 hover:bg-slate-100', focusRing)}
              aria-label={t(carousel.rotating ? 'landing.hero.stop' : 'landing.hero.start')}
            >
              {carousel.rotating ? (
                <Pause className="size-4" aria-hidden="true" />
              ) : (
                <Play className="size-4" aria-hidden="true" />
              )}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
