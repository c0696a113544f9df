// Which days the calendar shows: the view (week or day), the selected date and the staff filter, kept in the
// URL (?date=YYYY-MM-DD&view=day&staff=…) so a link or a reload opens the same place. The filter starts on
// `defaultStaff`: the user's own schedule when they have one, else everyone ('all').
import { useLocation, useSearch } from 'wouter';
import { addDaysToLocalDate, isValidLocalDate } from '#shared/domain/local-time.ts';

export type CalendarView = 'week' | 'day';

export function useCalendarState(today: string, defaultStaff = 'all') {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const requested = params.get('date');
  const date = requested && isValidLocalDate(requested) ? requested : today;
  const view: CalendarView = params.get('view') === 'day' ? 'day' : 'week';
  const staff = params.get('staff') ?? defaultStaff;

  const update = (next: { date?: string; view?: CalendarView; staff?: string }) => {
    const merged = { date, view, staff, ...next };
    const query = new URLSearchParams();
    if (merged.date !== today) query.set('date', merged.date);
    if (merged.view === 'day') query.set('view', 'day');
    if (merged.staff !== defaultStaff) query.set('staff', merged.staff);
    const text = query.toString();
    navigate(text ? `${location}?${text}` : location, { replace: true });
  };

  return {
    date,
    view,
    staff,
    setDate: (value: string) => update({ date: value }),
    setView: (value: CalendarView) => update({ view: value }),
    setStaff: (value: string) => update({ staff: value }),
    step: (direction: 1 | -1) =>
      update({ date: addDaysToLocalDate(date, direction * (view === 'day' ? 1 : 7)) }),
    goToday: () => update({ date: today }),
  };
}
