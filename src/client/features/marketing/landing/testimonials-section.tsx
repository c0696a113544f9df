// Six illustrative testimonial cards, clearly labelled as examples rather than reviews from real customers.
import { Star } from 'lucide-react';
import { SectionHeading } from '../components/section-heading.tsx';
import { TESTIMONIALS } from '../content/testimonials.ts';
import { useLaterI18n } from '../later-i18n.ts';

export function TestimonialsSection() {
  const { t } = useLaterI18n();
  return (
    <section aria-labelledby="testimonials-heading" className="px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          id="testimonials-heading"
          eyebrow={t('landing.testimonials.eyebrow')}
          title={t('landing.testimonials.title')}
          lead={t('landing.testimonials.lead')}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {TESTIMONIALS.map((item) => (
            <li
              key={item.id}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <div className="flex items-center justify-between">
                <p
                  className="flex gap-0.5 text-amber-500"
                  role="img"
                  aria-label={t('landing.testimonials.rating', { rating: item.rating })}
                >
                  {Array.from({ length: item.rating }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: identical, ordered stars
                    <Star key={i} className="size-4 fill-current" aria-hidden="true" />
                  ))}
                </p>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
                  {t('landing.testimonials.badge')}
                </span>
              </div>
              <blockquote className="mt-4 flex-1 leading-7 text-slate-700">
                {t('landing.testimonials.quote', { quote: t(`landing.testimonials.${item.id}.review`) })}
              </blockquote>
              <p className="mt-5 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-900">
                {t(`landing.testimonials.${item.id}.metrics`)}{' '}
                <span className="font-normal text-emerald-800">
                  · {t(`landing.testimonials.${item.id}.timeframe`)}
                </span>
              </p>
              <div className="mt-5 flex items-center gap-3">
                <span
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-emerald-600 to-teal-700 text-sm font-bold text-white"
                  aria-hidden="true"
                >
                  {item.initials}
                </span>
                <div className="text-sm">
                  <p className="font-semibold text-slate-900">
                    {t('landing.testimonials.who', {
                      name: t(`landing.testimonials.${item.id}.name`),
                      business: t(`landing.testimonials.${item.id}.business`),
                    })}
                  </p>
                  <p className="text-slate-600">{item.location}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
