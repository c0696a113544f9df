// A phone drawn in CSS showing what the owner's day looks like in the app; an illustration, not real data.
import { cn } from '#client/lib/cn.ts';
import { DEMO_APPOINTMENTS, DEMO_CALENDAR_CELLS } from '../content/landing.ts';
import { useLandingI18n } from '../i18n.ts';

const BOOKED_DAYS = new Set([3, 8, 9, 12, 15, 17, 18, 22, 24, 25, 29]);
const TODAY = 17;

export function PhoneDemo() {
  const { t, intl } = useLandingI18n();
  const numbers = new Intl.NumberFormat(intl);
  // A clock time in the language's own style ('9:00 AM', '09:00'); an ASCII space before AM/PM, as on the spec.
  const clock = new Intl.DateTimeFormat(intl, { timeStyle: 'short', timeZone: 'UTC' });
  const timeOf = (time: string) => clock.format(new Date(`1970-01-01T${time}:00Z`)).replace(/\u202f/g, ' ');
  return (
    <div
      role="img"
      aria-label={t('landing.phone.label')}
      className="w-72 rounded-[2.5rem] border-8 border-slate-900 bg-white p-4 shadow-2xl"
    >
      <div className="flex items-center justify-between">
        <span className="text-sm font-bold text-slate-900">{t('landing.phone.today')}</span>
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
          {t('landing.phone.bookings', { count: DEMO_APPOINTMENTS.length })}
        </span>
      </div>
      <div className="mt-3 grid grid-cols-7 gap-1" data-testid="demo-calendar">
        {Array.from({ length: DEMO_CALENDAR_CELLS }, (_, i) => {
          const day = i + 1;
          return (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed, ordered cells
              key={i}
              className={cn(
                'flex aspect-square items-center justify-center rounded-md text-[10px] font-medium',
                day === TODAY
                  ? 'bg-emerald-700 text-white'
                  : BOOKED_DAYS.has(day)
                    ? 'bg-emerald-100 text-emerald-900'
                    : 'bg-slate-50 text-slate-500',
              )}
            >
              {day <= 31 ? numbers.format(day) : ''}
            </span>
          );
        })}
      </div>
      <ul className="mt-4 space-y-2">
        {DEMO_APPOINTMENTS.map((appointment) => (
          <li key={appointment.time} className="rounded-xl border border-slate-200 p-2.5">
            <div className="flex items-center justify-between text-xs">
              <span className="font-semibold text-slate-900">{timeOf(appointment.time)}</span>
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 font-semibold capitalize',
                  appointment.status === 'confirmed'
                    ? 'bg-emerald-100 text-emerald-800'
                    : 'bg-amber-100 text-amber-800',
                )}
              >
                {t(`landing.phone.${appointment.status}`)}
              </span>
            </div>
            <p className="mt-1 text-xs text-slate-600">
              {appointment.client} · {t(`landing.phone.${appointment.service}`)}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
