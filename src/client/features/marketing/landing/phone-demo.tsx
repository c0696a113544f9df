// A phone drawn in CSS showing what the owner's day looks like in the app; an illustration, not real data.
import { cn } from '#client/lib/cn.ts';
import { DEMO_APPOINTMENTS, DEMO_CALENDAR_CELLS } from '../content/landing.ts';

const BOOKED_DAYS = new Set([3, 8, 9, 12, 15, 17, 18, 22, 24, 25, 29]);
const TODAY = 17;

export function PhoneDemo() {
  return (
    <div
      role="img"
      aria-label="Illustration of the Bookwell app on a phone: a month calendar and today's appointments"
      className="w-72 rounded-[2.5rem] border-8 border-slate-900 bg-white p-4 shadow-2xl"
    >
      <div className="flex items-center justify-between">
        <span className="text-sm font-bold text-slate-900">Today</span>
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
          3 bookings
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
              {day <= 31 ? day : ''}
            </span>
          );
        })}
      </div>
      <ul className="mt-4 space-y-2">
        {DEMO_APPOINTMENTS.map((appointment) => (
          <li key={appointment.time} className="rounded-xl border border-slate-200 p-2.5">
            <div className="flex items-center justify-between text-xs">
              <span className="font-semibold text-slate-900">{appointment.time}</span>
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 font-semibold capitalize',
                  appointment.status === 'confirmed'
                    ? 'bg-emerald-100 text-emerald-800'
                    : 'bg-amber-100 text-amber-800',
                )}
              >
                {appointment.status}
              </span>
            </div>
            <p className="mt-1 text-xs text-slate-600">
              {appointment.client} · {appointment.service}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
