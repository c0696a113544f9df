// One feature category on the features page: heading, intro and its cards. Each card carries its future
// detail route as data-href only; no detail screens exist yet, so the cards are not links (MKT-51).
import type { FeatureCategory } from '../content/features.ts';
import { useFeaturesI18n } from '../features-i18n.ts';

export function FeatureCategorySection({ category, shaded }: { category: FeatureCategory; shaded: boolean }) {
  const { t } = useFeaturesI18n();
  const headingId = `category-${category.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className={shaded ? 'bg-slate-50 px-4 py-14 sm:px-6' : 'px-4 py-14 sm:px-6'}
    >
      <div className="mx-auto max-w-7xl">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t(`features.categories.${category.id}.title`)}
          </h2>
          <p className="mt-2 text-lg text-slate-600">{t(`features.categories.${category.id}.intro`)}</p>
        </div>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {category.features.map((feature) => (
            <li
              key={feature.href}
              data-href={feature.href}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-emerald-100 text-emerald-800">
                <feature.icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                {t(`features.items.${feature.id}.title`)}
              </h3>
              <p className="mt-2 leading-7 text-slate-600">{t(`features.items.${feature.id}.description`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
