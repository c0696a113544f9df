// Six illustrative testimonial cards, clearly labelled as examples rather than reviews from real customers.
import { Star } from 'lucide-react';
import { SectionHeading } from '../components/section-heading.tsx';
import { TESTIMONIALS } from '../content/testimonials.ts';

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-heading" className="px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          id="testimonials-heading"
          eyebrow="What owners can expect"
          title="Results that add up"
          lead="Illustrative examples of the results service businesses aim for with Bookwell. They are not reviews from named customers."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {TESTIMONIALS.map((item) => (
            <li
              key={item.business}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <div className="flex items-center justify-between">
                <p
                  className="flex gap-0.5 text-amber-500"
                  role="img"
                  aria-label={`Rated ${item.rating} out of 5`}
                >
                  {Array.from({ length: item.rating }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: identical, ordered stars
                    <Star key={i} className="size-4 fill-current" aria-hidden="true" />
                  ))}
                </p>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
                  Illustrative example
                </span>
              </div>
              <blockquote className="mt-4 flex-1 leading-7 text-slate-700">“{item.review}”</blockquote>
              <p className="mt-5 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-900">
                {item.metrics} <span className="font-normal text-emerald-800">· {item.timeframe}</span>
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
                    {item.name}, {item.business}
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
