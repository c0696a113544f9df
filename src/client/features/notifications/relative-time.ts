// How long ago a notification came: 'Just now' for a missing, invalid or very recent time (spec NOTIF-14).
export function relativeTime(iso: string | null | undefined, now: number = Date.now()): string {
  const time = iso ? new Date(iso).getTime() : Number.NaN;
  if (Number.isNaN(time)) return 'Just now';
  const minutes = Math.floor((now - time) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

/** Priority colours (spec NOTIF-15…17): high red, medium amber, low gray. */
export const priorityDot = { high: 'bg-red-500', medium: 'bg-amber-500', low: 'bg-gray-400' } as const;
