// The statistics band: the platform's headline figures (spec part 2 §1).

import type { Translator } from '#client/lib/i18n/locale-context.tsx';
import { STATISTICS, type Statistic } from '../content/landing.ts';
import { type LaterMessageId, useLaterI18n } from '../later-i18n.ts';

/** A figure in the page's language: '10,000+', '2M+', '99.9%', '< 2 h' (English). */
function formatStatistic(stat: Statistic, intl: string, t: Translator<LaterMessageId>): string {
  if (stat.kind === 'hours') return t('landing.stats.hours', { hours: stat.value });
  if (stat.kind === 'percent') {
    return new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 1 }).format(stat.value);
  }
  const count = new Intl.NumberFormat(intl, stat.compact ? { notation: 'compact' } : {});
  return `${count.format(stat.value)}+`;
}

export function StatsBand() {
  const { t, intl } = useLaterI18n();
  return (
    <section
      aria-labelledby="stats-heading"
      className="bg-gradient-to-r from-emerald-800 to-teal-800 px-4 py-14 sm:px-6"
    >
      <h2 id="stats-heading" className="sr-only">
        {t('landing.stats.title')}
      </h2>
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 text-center sm:grid-cols-3 lg:grid-cols-6">
        {STATISTICS.map((stat) => (
          <div key={stat.id} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm font-medium text-emerald-50">{t(`landing.stats.${stat.id}`)}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
              {formatStatistic(stat, intl, t)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
