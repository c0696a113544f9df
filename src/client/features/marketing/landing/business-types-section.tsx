// The six kinds of business Bookwell is built for, each with an icon and a colour gradient.

import { SectionHeading } from '../components/section-heading.tsx';
import { BUSINESS_TYPE_TILES } from '../content/landing.ts';
import { useLaterI18n } from '../later-i18n.ts';

export function BusinessTypesSection() {
  const { t } = useLaterI18n();
  return (
    <section aria-labelledby="business-types-heading" className="px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          id="business-types-heading"
          eyebrow={t('landing.types.eyebrow')}
          title={t('landing.types.title')}
          lead={t('landing.types.lead')}
        />
        <ul className="mt-12 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
          {BUSINESS_TYPE_TILES.map((tile) => (
            <li
              key={tile.id}
              className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm"
            >
              <span
                className={`flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br ${tile.gradient} text-white shadow-md`}
              >
                <tile.icon className="size-7" aria-hidden="true" />
              </span>
              <span className="mt-3 text-sm font-semibold text-slate-900">
                {t(`landing.types.${tile.id}`)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
