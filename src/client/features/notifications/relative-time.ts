// How long ago a notification came: 'Just now' for a missing, invalid or very recent time (spec NOTIF-14), then
// '5m ago', '3h ago', '2d ago'; in another language the same steps by Intl.RelativeTimeFormat ('vor 3 Std.').
const US_ENGLISH = 'en-US';

/** `intl`: the Intl locale of the app's language; `justNow`: its 'Just now'. */
export function relativeTime(
  iso: string | null | undefined,
  now: number = Date.now(),
  intl = US_ENGLISH,
  justNow = 'Just now',
): string {
  const time = iso ? new Date(iso).getTime() : Number.NaN;
  if (Number.isNaN(time)) return justNow;
  const minutes = Math.floor((now - time) / 60_000);
  if (minutes < 1) return justNow;
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (intl !== US_ENGLISH) {
    const format = new Intl.RelativeTimeFormat(intl, { style: 'narrow' });
    if (minutes < 60) return format.format(-minutes, 'minute');
    return hours < 24 ? format.format(-hours, 'hour') : format.format(-days, 'day');
  }
  if (minutes < 60) return `${minutes}m ago`;
  if (hours < 24) return `${hours}h ago`;
  return `${days}d ago`;
}

/** Priority colours (spec NOTIF-15…17): high red, medium amber, low gray. */
export const priorityDot = { high: 'bg-red-500', medium: 'bg-amber-500', low: 'bg-gray-400' } as const;
