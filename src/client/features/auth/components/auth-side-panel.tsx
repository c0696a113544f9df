// Feature highlights beside the sign-in form; large screens only.
import { BellRing, CalendarCheck, ShieldCheck, Smartphone, Star, Users } from 'lucide-react';
import { useAuthI18n } from '#client/lib/app-i18n/auth-i18n.ts';

const highlights = [
  { icon: Users, title: 'panel.clients.title', text: 'panel.clients.text' },
  { icon: BellRing, title: 'panel.reminders.title', text: 'panel.reminders.text' },
  { icon: Smartphone, title: 'panel.mobile.title', text: 'panel.mobile.text' },
] as const;

export function AuthSidePanel() {
  const { t, intl } = useAuthI18n();
  return (
    <aside
      aria-label={t('panel.label')}
      className="relative hidden overflow-hidden bg-gradient-to-br from-emerald-600 via-emerald-700 to-teal-900 p-12 text-white lg:flex lg:flex-col lg:justify-between"
    >
      <div
        aria-hidden="true"
        className="absolute -end-24 -top-24 size-96 rounded-full bg-white/10 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -start-16 -bottom-32 size-80 rounded-full bg-emerald-300/20 blur-3xl"
      />
      <div className="relative flex items-center gap-2 text-lg font-semibold">
        <CalendarCheck className="size-6" aria-hidden="true" />
        Bookwell
      </div>
      <div className="relative max-w-md">
        <h2 className="text-4xl leading-tight font-bold tracking-tight">{t('panel.title')}</h2>
        <ul className="mt-10 grid gap-6">
          {highlights.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/20">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-semibold">{t(title)}</span>
                <span className="block text-emerald-50/90">{t(text)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="relative grid gap-3 rounded-2xl bg-white/10 p-5 ring-1 ring-white/15 backdrop-blur">
        <div className="flex items-center gap-1 text-amber-300" aria-hidden="true">
          {[1, 2, 3, 4, 5].map((n) => (
            <Star key={n} className="size-4 fill-current" />
          ))}
        </div>
        <p className="font-medium">{t('panel.trusted', { count: (10_000).toLocaleString(intl) })}</p>
        <p className="flex items-center gap-2 text-sm text-emerald-50/90">
          <ShieldCheck className="size-4" aria-hidden="true" />
          {t('panel.trial')}
        </p>
      </div>
    </aside>
  );
}
