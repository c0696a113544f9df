// A browser window drawn in CSS standing for a website we build; an illustration only.
import { CalendarCheck, Star } from 'lucide-react';
import { useLandingI18n } from '../i18n.ts';

const SERVICES = ['cut', 'colour', 'treatments'] as const;

export function BrowserDemo() {
  const { t } = useLandingI18n();
  return (
    <div
      role="img"
      aria-label={t('landing.browser.label')}
      className="w-full max-w-lg overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl"
    >
      <div className="flex items-center gap-1.5 border-b border-slate-200 bg-slate-100 px-4 py-3">
        <span className="size-3 rounded-full bg-red-400" />
        <span className="size-3 rounded-full bg-amber-400" />
        <span className="size-3 rounded-full bg-emerald-400" />
        <span className="ms-3 h-5 flex-1 rounded-md bg-white" />
      </div>
      <div className="bg-gradient-to-br from-rose-400 via-fuchsia-500 to-purple-600 px-6 py-10 text-white">
        <p className="text-xs font-semibold uppercase tracking-widest opacity-90">
          {t('landing.browser.category')}
        </p>
        <p className="mt-2 text-2xl font-bold">{t('landing.browser.title')}</p>
        <span className="mt-4 inline-flex items-center gap-1.5 rounded-lg bg-white px-3 py-1.5 text-sm font-semibold text-fuchsia-700">
          <CalendarCheck className="size-4" aria-hidden="true" /> {t('landing.browser.book')}
        </span>
      </div>
      <div className="grid grid-cols-3 gap-3 p-5">
        {SERVICES.map((name) => (
          <div key={name} className="rounded-xl border border-slate-200 p-3">
            <div className="h-12 rounded-lg bg-gradient-to-br from-rose-100 to-fuchsia-100" />
            <p className="mt-2 text-xs font-semibold text-slate-800">{t(`landing.browser.${name}`)}</p>
            <p className="flex items-center gap-0.5 text-amber-500">
              {[0, 1, 2, 3, 4].map((n) => (
                <Star key={n} className="size-2.5 fill-current" aria-hidden="true" />
              ))}
            </p>
          </div>
        ))}
      </div>
    </div>
  );
}
