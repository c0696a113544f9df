// Local wall-clock dates and times in IANA zones, and how they map to instants across DST changes.
// All wall-clock values are read as if they were UTC ("wall ms") so plain Date.UTC arithmetic works on them.
import { tzOffset } from '@date-fns/tz';

const MINUTE = 60_000;
const DAY = 86_400_000;

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::00)?$/;
const OFFSET_LIKE = /^[+\-\u2212]/;
const TIME_OF_DAY = /^(\d{2}):(\d{2})(?::00)?$/;
const knownZones = new Set<string>();

/** A local date-time resolved against one local day. Instants are epoch milliseconds. */
export type LocalDayClock = {
  /** The instant of `minutes` after local midnight, or null when that wall time does not exist (DST gap);
   * an ambiguous wall time (DST overlap) gives its first occurrence. */
  exact(minutes: number): number | null;
  /** The earliest instant whose local wall time is at or after `minutes` after local midnight: the exact
   * instant when it exists, the moment the clocks jump when it falls in a gap. Used for interval bounds. */
  atOrAfter(minutes: number): number;
};

function offsetMs(timeZone: string, instant: number): number {
  const minutes = tzOffset(timeZone, new Date(instant));
  if (Number.isNaN(minutes)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return minutes * MINUTE;
}

/** Wall ms of local midnight for 'YYYY-MM-DD', or null when the string is not a real calendar date. */
function wallMidnightOf(date: string): number | null {
  const match = LOCAL_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const wall = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 onto the 1900s.
  wall.setUTCFullYear(year, month - 1, day);
  if (wall.getUTCFullYear() !== year || wall.getUTCMonth() !== month - 1 || wall.getUTCDate() !== day)
    return null;
  return wall.getTime();
}

function requireWallMidnight(date: string): number {
  const wall = wallMidnightOf(date);
  if (wall === null) throw new RangeError(`Invalid local date: ${date}`);
  return wall;
}

function formatWallDate(wall: number): string {
  const iso = new Date(wall).toISOString();
  return iso.slice(0, iso.indexOf('T'));
}

/**
 * Resolves wall times of one local date, looking offsets up once per day. It assumes a zone changes its
 * offset at most once between the day before and the day after, which holds for every tzdb zone in use.
 */
export function localDayClock(date: string, timeZone: string): LocalDayClock {
  const wallMidnight = requireWallMidnight(date);
  const before = offsetMs(timeZone, wallMidnight - DAY);
  const after = offsetMs(timeZone, wallMidnight + 2 * DAY);
  const offsets = before === after ? [before] : [before, after];

  const exact = (minutes: number): number | null => {
    const wall = wallMidnight + minutes * MINUTE;
    // Same offset on both sides and at most one change between them: no change, nothing to verify.
    if (offsets.length === 1) return wall - before;
    let first: number | null = null;
    for (const offset of offsets) {
      const instant = wall - offset;
      if (offsetMs(timeZone, instant) === offset && (first === null || instant < first)) first = instant;
    }
    return first;
  };

  const atOrAfter = (minutes: number): number => {
    const found = exact(minutes);
    if (found !== null) return found;
    const wall = wallMidnight + minutes * MINUTE;
    // In a gap the wall time read with the later (larger) offset lies before the jump and with the
    // earlier one after it; local time only moves forward in between, so bisect for the jump.
    let low = wall - Math.max(...offsets);
    let high = wall - Math.min(...offsets);
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (middle + offsetMs(timeZone, middle) >= wall) high = middle;
      else low = middle;
    }
    return high;
  };

  return { exact, atOrAfter };
}

/**
 * Reads 'YYYY-MM-DDTHH:mm:00' (or without ':00') as a wall time in `timeZone`. Returns null when the input
 * is malformed or names a time the zone skips; an ambiguous time takes its first occurrence.
 * Throws RangeError for an unknown zone: that is a configuration fault, not bad user input.
 */
export function parseLocalDateTime(value: string, timeZone: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return null;
  const [date, hours, minutes] = [match[1] ?? '', Number(match[2]), Number(match[3])];
  if (hours > 23 || minutes > 59 || wallMidnightOf(date) === null) return null;
  const instant = localDayClock(date, timeZone).exact(hours * 60 + minutes);
  return instant === null ? null : new Date(instant);
}

function wallOf(instant: Date, timeZone: string): number {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid instant');
  return time + offsetMs(timeZone, time);
}

/** The local calendar date ('YYYY-MM-DD') of an instant in `timeZone`. */
export function localDateOf(instant: Date, timeZone: string): string {
  return formatWallDate(wallOf(instant, timeZone));
}

/** The local wall time ('HH:mm', seconds dropped) of an instant in `timeZone`. */
export function localTimeOf(instant: Date, timeZone: string): string {
  return new Date(wallOf(instant, timeZone)).toISOString().slice(11, 16);
}

/** Calendar arithmetic on a local date; days may be negative. */
export function addDaysToLocalDate(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Days must be an integer: ${days}`);
  return formatWallDate(requireWallMidnight(date) + days * DAY);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetweenLocalDates(from: string, to: string): number {
  return Math.round((requireWallMidnight(to) - requireWallMidnight(from)) / DAY);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOfLocalDate(date: string): number {
  return new Date(requireWallMidnight(date)).getUTCDay();
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isValidLocalDate(date: string): boolean {
  return wallMidnightOf(date) !== null;
}

/**
 * True for a zone name the runtime's tz database knows ('America/New_York', 'UTC'). Fixed offsets such as
 * '+01:00' are refused: a business needs a real zone so that its DST changes are followed.
 */
export function isValidTimeZone(name: string): boolean {
  if (knownZones.has(name)) return true;
  if (name.trim() === '' || name !== name.trim() || OFFSET_LIKE.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    if (Number.isNaN(tzOffset(name, new Date(0)))) return false;
  } catch {
    return false;
  }
  // Only valid names are remembered, so the cache is bounded by the tz database.
  knownZones.add(name);
  return true;
}

/** The instant local `date` begins: local midnight, or the first existing moment when midnight is skipped. */
export function startOfLocalDay(date: string, timeZone: string): Date {
  return new Date(localDayClock(date, timeZone).atOrAfter(0));
}

/** Minutes after midnight of 'HH:mm' (':00' seconds tolerated, as a SQL time prints); '24:00' only when
 * `allowEndOfDay`, for the end of a range. Throws RangeError for anything else. */
export function parseTimeOfDay(value: string, allowEndOfDay = false): number {
  const match = TIME_OF_DAY.exec(value);
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
  if (!match || Number(match[2]) > 59 || !(minutes <= (allowEndOfDay ? 1440 : 1439))) {
    throw new RangeError(`Invalid time of day: ${value}`);
  }
  return minutes;
}

/** 'HH:mm' for minutes after midnight (0-1439). */
export function formatTimeOfDay(minutes: number): string {
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
