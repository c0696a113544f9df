// Time off as the owner reads it, in the business's zone. Ends are exclusive instants: a whole-day entry
// ending at next midnight is shown up to and including the day before. Dates for the Intl locale `intl` (US
// English by default).

function localTimeOf(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(instant)
    .replace('24:', '00:');
}

export function formatTimeOffRange(
  item: { startDate: string; endDate: string },
  timeZone: string,
  intl = 'en-US',
): string {
  const start = new Date(item.startDate);
  const end = new Date(item.endDate);
  const wholeDays = localTimeOf(start, timeZone) === '00:00' && localTimeOf(end, timeZone) === '00:00';
  if (wholeDays) {
    const lastDay = new Date(end.getTime() - 1);
    const format = new Intl.DateTimeFormat(intl, {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    return format.formatRange(start, lastDay);
  }
  const format = new Intl.DateTimeFormat(intl, { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  return format.formatRange(start, end);
}

/** Today's date (YYYY-MM-DD) in the business's zone, for date inputs. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
