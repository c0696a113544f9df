// Six headline features of the booking platform.
import { Link } from 'wouter';
import { SectionHeading } from '../components/section-heading.tsx';
import { FEATURE_HIGHLIGHTS } from '../content/landing.ts';
import { useLaterI18n } from '../later-i18n.ts';

export function FeatureGridSection() {
  const { t } = useLaterI18n();
  return (
    <section aria-labelledby="features-heading" className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          id="features-heading"
          eyebrow={t('landing.features.eyebrow')}
          title={t('landing.features.title')}
          lead={t('landing.features.lead')}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURE_HIGHLIGHTS.map((feature) => (
            <li key={feature.id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-xl bg-emerald-100 text-emerald-800">
                <feature.icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                {t(`landing.features.${feature.id}.title`)}
              </h3>
              <p className="mt-2 leading-7 text-slate-600">{t(`landing.features.${feature.id}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <Link
            href="/features"
            className="rounded-sm font-semibold text-emerald-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
          >
            {t('landing.features.all')}
          </Link>
        </p>
      </div>
    </section>
  );
}
