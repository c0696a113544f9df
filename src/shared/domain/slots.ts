// Availability engine: the start times a business offers on a local day and whether an instant may be booked.
// findDaySlots, findAvailability and isSlotOffered all decide through evaluate(), so each rule lives once.
// A service may need resources (rooms, chairs): a start is offered only when each has a unit free for the span (a
// visit: from the first of its services that needs it to the last). A visit may be shared between members when the
// business allows it (decision 043): then a start no one member is free for is offered when each of its services has
// a member free for it.
import type { LocalDayClock } from './local-time.ts';
import {
  addDaysToLocalDate,
  daysBetweenLocalDates,
  formatTimeOfDay,
  isValidLocalDate,
  isValidTimeZone,
  localDateOf,
  localDayClock,
  localTimeOf,
  parseTimeOfDay,
  weekdayOfLocalDate,
} from './local-time.ts';

export type TimeRange = { start: string; end: string };
/** Times are 'HH:mm' (':00' seconds tolerated); closeTime and a break's end may be '24:00'. */
export type DayHours = {
  dayOfWeek: number;
  isOpen: boolean;
  openTime: string;
  closeTime: string;
  breaks: TimeRange[];
};
/** dayOfWeek 0 = Sunday; a missing day, or one whose close is not after its open, is closed. */
export type WeeklyHours = DayHours[];
export type BookingRules = {
  slotStepMinutes: number;
  minNoticeMinutes: number;
  bookingWindowDays: number;
  bufferMinutes: number;
};
export type StaffSchedule = {
  id: string;
  serviceIds: string[];
  isActive: boolean;
  /** null = works the business hours. */
  weeklyHours: WeeklyHours | null;
  timeOff: Array<{ start: Date; end: Date }>;
};
/** Time a staff member is already blocked, half-open [start, end). For a booking pass
 * [startsAt, endsAt + bufferMinutes): the buffer follows every appointment, existing or new. */
export type BusyInterval = { teamMemberId: string; start: Date; end: Date };
/** A resource the service needs: one of its `quantity` units (numbered 1..quantity) for the whole booked span, or
 * for a visit (decision 037) from the start of the first of its `parts` (0-based positions of the visit's services
 * that need it) to the end of the last: the visit's end, buffer included, when that is its last service. */
export type ResourceNeed = { id: string; quantity: number; parts?: number[] };
/** When a booking at `start` needs its resource: [start + from, start + to) in minutes, `to` null for the span's end. */
export type ResourceWindow = { id: string; quantity: number; from: number; to: number | null };
/** A unit held by a live booking over the span it needs it: [startsAt, endsAt + buffer), or its window of a visit.
 * A booking keeps one unit for that whole span, so a resource is free when one unit is free throughout, not when fewer than
 * `quantity` holds overlap. */
export type ResourceHold = { resourceId: string; unit: number; start: Date; end: Date };
export type SlotQuery = {
  timeZone: string;
  now: Date;
  serviceId: string;
  durationMinutes: number;
  businessHours: WeeklyHours;
  rules: BookingRules;
  staff: StaffSchedule[];
  busy: BusyInterval[];
  teamMemberId?: string;
  /** What the service needs (none when absent) and the units live bookings hold. */
  resources?: ResourceNeed[];
  /** A visit's services' lengths in order, summing to durationMinutes: where each need's `parts` fall. */
  partMinutes?: number[];
  /** A visit's services in order (the first is serviceId), beside partMinutes: a member who takes the whole visit
   * performs them all (decision 037). */
  partServiceIds?: string[];
  /** 'Any staff' per service (decision 043): with no member chosen, a start no member is free for whole is still
   * offered when each service has a working, free member who performs it, over it and the buffer after it. */
  shareVisit?: boolean;
  /** A shared visit being moved: each of its services keeps its member (nobody else is asked). */
  partMemberIds?: string[];
  resourceHolds?: ResourceHold[];
  /** Owner bookings: list every step from..to ('HH:mm', inclusive) and waive business and staff working
   * hours; bookings, time off, notice and window still apply. */
  ignoreOpeningHours?: { from: string; to: string };
};
export type Slot = { time: string; startsAt: string; available: boolean; freeTeamMemberIds: string[] };
export type DayAvailability = { date: string; slots: Slot[] };
export type SlotRefusal = 'past' | 'notice' | 'window' | 'closed' | 'taken' | 'no_staff';
/** `freeTeamMemberIds`: who is free for the whole span; empty when only a shared visit fits, and then `partMembers`
 * says who is free for each of its services (staff order). */
export type SlotCheck =
  | { ok: true; freeTeamMemberIds: string[]; partMembers?: string[][] }
  | { ok: false; reason: SlotRefusal };

export const DEFAULT_BOOKING_RULES: BookingRules = {
  slotStepMinutes: 30,
  minNoticeMinutes: 60,
  bookingWindowDays: 30,
  bufferMinutes: 0,
};

export const DEFAULT_BUSINESS_HOURS: WeeklyHours = [
  { dayOfWeek: 0, isOpen: false, openTime: '12:00', closeTime: '16:00', breaks: [] },
  { dayOfWeek: 1, isOpen: true, openTime: '09:00', closeTime: '17:00', breaks: [] },
  { dayOfWeek: 2, isOpen: true, openTime: '09:00', closeTime: '17:00', breaks: [] },
  { dayOfWeek: 3, isOpen: true, openTime: '09:00', closeTime: '17:00', breaks: [] },
  { dayOfWeek: 4, isOpen: true, openTime: '09:00', closeTime: '17:00', breaks: [] },
  { dayOfWeek: 5, isOpen: true, openTime: '09:00', closeTime: '17:00', breaks: [] },
  { dayOfWeek: 6, isOpen: true, openTime: '10:00', closeTime: '16:00', breaks: [] },
];

/** Longest range findAvailability computes in one call. */
export const MAX_AVAILABILITY_DAYS = 366;

const MINUTE = 60_000;
const DAY = 86_400_000;

type Window = { openMinutes: number; closeMinutes: number; open: number; close: number; breaks: Intervals };
type Intervals = Array<[start: number, end: number]>;
type Index = Map<string, Intervals>;
type Context = {
  query: SlotQuery;
  nowMs: number;
  spanMs: number;
  today: string;
  ignore: { from: number; to: number } | null;
  eligible: StaffSchedule[];
  /** A shared visit (decision 043): who may perform each of its services. */
  partStaff: StaffSchedule[][] | null;
  busy: Index;
  timeOff: Index;
  resources: ResourceWindow[];
  /** Held time per unit, keyed by unitKey. */
  holds: Index;
};
type DayPlan = {
  inWindow: boolean;
  business: Window | null;
  /** The wall minutes the day's starts step through, by the slot step from `first` up to `last`. */
  first: number;
  last: number;
  /** The start offered at one of those wall minutes, or null: skipped by daylight saving, or over closing. */
  startAt: (minutes: number) => number | null;
  staffWindow: (member: StaffSchedule) => Window | null;
};

function requireWholeMinutes(name: string, value: number, min: number): void {
  if (!Number.isInteger(value) || value < min) throw new RangeError(`${name} must be an integer >= ${min}`);
}

function dayWindow(weekly: WeeklyHours, weekday: number, clock: LocalDayClock): Window | null {
  const day = weekly.find((entry) => entry.dayOfWeek === weekday);
  if (!day?.isOpen) return null;
  const openMinutes = parseTimeOfDay(day.openTime);
  const closeMinutes = parseTimeOfDay(day.closeTime, true);
  if (closeMinutes <= openMinutes) return null;
  const at = clock.atOrAfter;
  const breaks = day.breaks
    .map((range): [number, number] => [at(parseTimeOfDay(range.start)), at(parseTimeOfDay(range.end, true))])
    .filter(([start, end]) => end > start);
  return { openMinutes, closeMinutes, open: at(openMinutes), close: at(closeMinutes), breaks };
}

function fits(window: Window, start: number, end: number): boolean {
  if (start < window.open || end > window.close) return false;
  return !window.breaks.some(([breakStart, breakEnd]) => breakStart < end && start < breakEnd);
}

/** Per key (a member, a resource's unit), sorted and merged [start, end) pairs, so an overlap test is one binary
 * search. Only intervals of `keys` that touch [from, to) are kept. */
function indexBy<T extends { start: Date; end: Date }>(
  entries: T[],
  keyOf: (entry: T) => string,
  keys: Set<string>,
  from: number,
  to: number,
): Index {
  const spans: Array<[key: string, start: number, end: number]> = [];
  for (const entry of entries) {
    const [start, end] = [entry.start.getTime(), entry.end.getTime()];
    const key = keyOf(entry);
    if (start < to && end > from && end > start && keys.has(key)) spans.push([key, start, end]);
  }
  spans.sort((a, b) => a[1] - b[1]);
  const index: Index = new Map();
  for (const [key, start, end] of spans) {
    const list = index.get(key) ?? index.set(key, []).get(key)!;
    const last = list[list.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else list.push([start, end]);
  }
  return index;
}

const memberKey = (entry: BusyInterval) => entry.teamMemberId;
const unitKey = (resourceId: string, unit: number) => `${resourceId} ${unit}`;

function overlapsAny(intervals: Intervals | undefined, start: number, end: number): boolean {
  if (!intervals) return false;
  let low = 0;
  let high = intervals.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (intervals[middle]![1] <= start) low = middle + 1;
    else high = middle;
  }
  return low < intervals.length && intervals[low]![0] < end;
}

/** Validates the query and indexes only what can touch [rangeStart, rangeEnd): done once per call. */
function prepare(query: SlotQuery, rangeStart: number, rangeEnd: number): Context {
  const { rules, timeZone } = query;
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  if (Number.isNaN(query.now.getTime())) throw new RangeError('Invalid current time');
  requireWholeMinutes('durationMinutes', query.durationMinutes, 1);
  requireWholeMinutes('slotStepMinutes', rules.slotStepMinutes, 1);
  requireWholeMinutes('minNoticeMinutes', rules.minNoticeMinutes, 0);
  requireWholeMinutes('bookingWindowDays', rules.bookingWindowDays, 0);
  requireWholeMinutes('bufferMinutes', rules.bufferMinutes, 0);
  const range = query.ignoreOpeningHours;
  const ignore = range ? { from: parseTimeOfDay(range.from), to: parseTimeOfDay(range.to) } : null;
  if (ignore && ignore.to < ignore.from) throw new RangeError('ignoreOpeningHours.to is before from');

  const { serviceId, teamMemberId, partServiceIds: parts, partMemberIds: kept } = query;
  const chosen = (id: string) => teamMemberId === undefined || id === teamMemberId;
  const performs = (member: StaffSchedule) =>
    (parts ?? [serviceId]).every((id) => member.serviceIds.includes(id));
  const active = query.staff.filter((member) => member.isActive);
  const eligible = kept ? [] : active.filter((member) => performs(member) && chosen(member.id));
  const shared =
    !!parts && parts.length > 1 && (!!kept || (!!query.shareVisit && teamMemberId === undefined));
  const partStaff = shared
    ? parts.map((part, index) =>
        active.filter((member) => (kept ? member.id === kept[index] : member.serviceIds.includes(part))),
      )
    : null;
  const everyone = [...eligible, ...(partStaff ?? []).flat()];
  const ids = new Set(everyone.map((member) => member.id));
  const busy = indexBy(query.busy, memberKey, ids, rangeStart, rangeEnd);
  const absences = [...new Set(everyone)].flatMap((member) =>
    member.timeOff.map((off) => ({ ...off, teamMemberId: member.id })),
  );
  const timeOff = indexBy(absences, memberKey, ids, rangeStart, rangeEnd);
  const resources = resourceWindows(query.resources ?? [], query.partMinutes);
  for (const resource of resources) requireWholeMinutes('resource quantity', resource.quantity, 1);
  const units = new Set(
    resources.flatMap((r) => Array.from({ length: r.quantity }, (_, i) => unitKey(r.id, i + 1))),
  );
  const holdKey = (hold: ResourceHold) => unitKey(hold.resourceId, hold.unit);
  const holds = indexBy(query.resourceHolds ?? [], holdKey, units, rangeStart, rangeEnd);
  const nowMs = query.now.getTime();
  const today = localDateOf(query.now, timeZone);
  return {
    query,
    nowMs,
    spanMs: spanOf(query),
    today,
    ignore,
    eligible,
    partStaff,
    busy,
    timeOff,
    resources,
    holds,
  };
}

function planDay(ctx: Context, date: string): DayPlan {
  if (!isValidLocalDate(date)) throw new RangeError(`Invalid local date: ${date}`);
  const { timeZone, businessHours, rules } = ctx.query;
  const clock = localDayClock(date, timeZone);
  const weekday = weekdayOfLocalDate(date);
  const windows = new Map<WeeklyHours, Window | null>();
  const windowFor = (weekly: WeeklyHours): Window | null => {
    if (!windows.has(weekly)) windows.set(weekly, dayWindow(weekly, weekday, clock));
    return windows.get(weekly) ?? null;
  };
  const business = ctx.ignore ? null : windowFor(businessHours);
  // Wall-clock steps: a skipped time is left out, an ambiguous one resolves once (first occurrence).
  const startAt = (minutes: number): number | null => {
    const start = clock.exact(minutes);
    if (start === null || (business && start + ctx.spanMs > business.close)) return null;
    return start;
  };
  return {
    inWindow: daysBetweenLocalDates(ctx.today, date) <= rules.bookingWindowDays,
    business,
    first: ctx.ignore ? ctx.ignore.from : (business?.openMinutes ?? 0),
    last: ctx.ignore ? ctx.ignore.to : business ? business.closeMinutes - 1 : -1,
    startAt,
    staffWindow: (member) => windowFor(member.weeklyHours ?? businessHours),
  };
}

const refuse = (reason: SlotRefusal): SlotCheck => ({ ok: false, reason });

function timingRefusal(ctx: Context, day: DayPlan, start: number): SlotCheck | null {
  if (start < ctx.nowMs) return refuse('past');
  if (start < ctx.nowMs + ctx.query.rules.minNoticeMinutes * MINUTE) return refuse('notice');
  if (!day.inWindow) return refuse('window');
  return null;
}

/** The single rule set for a candidate start. Time off counts as not working (no_staff); only busy time
 * (bookings, and busy times from a member's connected calendar) or a needed resource with no unit free makes a
 * slot 'taken'. */
function evaluate(ctx: Context, day: DayPlan, start: number): SlotCheck {
  const timing = timingRefusal(ctx, day, start);
  if (timing) return timing;
  const end = start + ctx.spanMs;
  if (day.business && !fits(day.business, start, end)) return refuse('closed');
  const whole = freeOver(ctx, day, ctx.eligible, start, end);
  if (whole.free.length > 0) {
    return resourcesFree(ctx, start, end) ? { ok: true, freeTeamMemberIds: whole.free } : refuse('taken');
  }
  const parts = ctx.partStaff && partsFree(ctx, day, ctx.partStaff, start);
  if (Array.isArray(parts)) {
    return resourcesFree(ctx, start, end)
      ? { ok: true, freeTeamMemberIds: [], partMembers: parts }
      : refuse('taken');
  }
  return refuse(whole.working || parts === 'taken' ? 'taken' : 'no_staff');
}

/** Who of `members` works over [start, end) (hours, time off) and who of them is free then (busy time). */
function freeOver(
  ctx: Context,
  day: DayPlan,
  members: StaffSchedule[],
  start: number,
  end: number,
): { working: boolean; free: string[] } {
  const free: string[] = [];
  let working = false;
  for (const member of members) {
    if (!ctx.ignore) {
      const window = day.staffWindow(member);
      if (!window || !fits(window, start, end)) continue;
    }
    if (overlapsAny(ctx.timeOff.get(member.id), start, end)) continue;
    working = true;
    if (!overlapsAny(ctx.busy.get(member.id), start, end)) free.push(member.id);
  }
  return { working, free };
}

/** A shared visit at `start`: per service, the members free for it and the buffer after it, or why one has none. */
function partsFree(
  ctx: Context,
  day: DayPlan,
  partStaff: StaffSchedule[][],
  start: number,
): string[][] | 'taken' | 'no_staff' {
  const buffer = ctx.query.rules.bufferMinutes * MINUTE;
  const found: string[][] = [];
  let from = start;
  let taken = false;
  for (const [index, minutes] of (ctx.query.partMinutes ?? []).entries()) {
    const to = from + minutes * MINUTE;
    const { working, free } = freeOver(ctx, day, partStaff[index] ?? [], from, to + buffer);
    if (!working) return 'no_staff';
    taken ||= free.length === 0;
    found.push(free);
    from = to;
  }
  return taken ? 'taken' : found;
}

/** How a visit shared between `members` (one per service, in order) at `start` is held (decision 043): the booking's
 * member (the first service's) until the end of their first run of services and the buffer after it; each later
 * service of another run by its member, over it and the buffer after it (what partsFree checks). No parts: one
 * member has the whole visit. */
export function sharedVisitHolds(
  members: string[],
  partMinutes: number[],
  start: Date,
  bufferMinutes: number,
): { memberEndsAt: Date; parts: Array<{ position: number; teamMemberId: string; start: Date; end: Date }> } {
  const parts: Array<{ position: number; teamMemberId: string; start: Date; end: Date }> = [];
  let at = start.getTime();
  let firstRun = true;
  let memberEndsAt = start;
  for (const [position, minutes] of partMinutes.entries()) {
    const end = new Date(at + (minutes + bufferMinutes) * MINUTE);
    firstRun &&= members[position] === members[0];
    if (firstRun) memberEndsAt = end;
    else parts.push({ position, teamMemberId: members[position]!, start: new Date(at), end });
    at += minutes * MINUTE;
  }
  return { memberEndsAt, parts };
}

/**
 * When a booking needs each resource: for the whole span, or for a visit whose `partMinutes` are known, from the
 * first service that needs it to the last (the span's end when that is the visit's last service). The database
 * holds a booking's units over these same windows (hold_booking_resources, migration 0045).
 */
export function resourceWindows(needs: ResourceNeed[], partMinutes?: number[]): ResourceWindow[] {
  const startOf = (part: number) => (partMinutes ?? []).slice(0, part).reduce((sum, m) => sum + m, 0);
  return needs.map(({ id, quantity, parts }) => {
    if (!parts?.length || !partMinutes) return { id, quantity, from: 0, to: null };
    const first = Math.min(...parts);
    const last = Math.max(...parts);
    return {
      id,
      quantity,
      from: startOf(first),
      to: last >= partMinutes.length - 1 ? null : startOf(last + 1),
    };
  });
}

/** The instants (ms) a booking over [start, end) needs the resource of `window` for. */
export function windowSpan(window: ResourceWindow, start: number, end: number): [from: number, to: number] {
  return [start + window.from * MINUTE, window.to === null ? end : start + window.to * MINUTE];
}

/** What a booking over [start, end) holds: a unit of each needed resource over its window (hold_booking_resources). */
export function resourceHoldSpans(
  needs: ResourceNeed[],
  partMinutes: number[],
  start: Date,
  end: Date,
): Array<{ resourceId: string; start: Date; end: Date }> {
  return resourceWindows(needs, partMinutes).map((window) => {
    const [from, to] = windowSpan(window, start.getTime(), end.getTime());
    return { resourceId: window.id, start: new Date(from), end: new Date(to) };
  });
}

/** Whether every needed resource has one unit free over its window of the booking's [start, end). */
function resourcesFree(ctx: Context, start: number, end: number): boolean {
  return ctx.resources.every((resource) => {
    const [from, to] = windowSpan(resource, start, end);
    for (let unit = 1; unit <= resource.quantity; unit++) {
      if (!overlapsAny(ctx.holds.get(unitKey(resource.id, unit)), from, to)) return true;
    }
    return false;
  });
}

function slotsOf(ctx: Context, day: DayPlan): Slot[] {
  const slots: Slot[] = [];
  for (let minutes = day.first; minutes <= day.last; minutes += ctx.query.rules.slotStepMinutes) {
    const start = day.startAt(minutes);
    if (start === null) continue;
    const check = evaluate(ctx, day, start);
    const free = check.ok ? check.freeTeamMemberIds : [];
    const startsAt = new Date(start).toISOString();
    slots.push({ time: formatTimeOfDay(minutes), startsAt, available: check.ok, freeTeamMemberIds: free });
  }
  return slots;
}

/** Loose instant bounds of a run of local dates, only used to drop intervals that cannot matter. */
function rangeOf(firstDate: string, lastDate: string, spanMs: number): [number, number] {
  return [Date.parse(`${firstDate}T00:00:00Z`) - DAY, Date.parse(`${lastDate}T00:00:00Z`) + 2 * DAY + spanMs];
}

const spanOf = (query: SlotQuery): number => (query.durationMinutes + query.rules.bufferMinutes) * MINUTE;

/** Every slot of local `date`, available or not; [] when the business is closed that day. */
export function findDaySlots(options: SlotQuery & { date: string }): Slot[] {
  const ctx = prepare(options, ...rangeOf(options.date, options.date, spanOf(options)));
  return slotsOf(ctx, planDay(ctx, options.date));
}

/** findDaySlots for `days` consecutive local dates from `from`, sharing one index of busy time. */
export function findAvailability(options: SlotQuery & { from: string; days: number }): DayAvailability[] {
  const { from, days } = options;
  if (!Number.isInteger(days) || days < 0 || days > MAX_AVAILABILITY_DAYS) {
    throw new RangeError(`days must be an integer from 0 to ${MAX_AVAILABILITY_DAYS}`);
  }
  const dates = Array.from({ length: days }, (_, offset) => addDaysToLocalDate(from, offset));
  if (dates.length === 0) return [];
  const ctx = prepare(options, ...rangeOf(from, dates[dates.length - 1]!, spanOf(options)));
  return dates.map((date) => ({ date, slots: slotsOf(ctx, planDay(ctx, date)) }));
}

/**
 * Whether `startsAt` is a slot findDaySlots would show as available, else why not. An instant that is
 * not one of the day's listed starts (off the step grid, outside hours, closed day) is 'closed'.
 */
export function isSlotOffered(options: SlotQuery & { startsAt: Date }): SlotCheck {
  const start = options.startsAt.getTime();
  if (Number.isNaN(start)) throw new RangeError('Invalid requested instant');
  const ctx = prepare(options, start, start + spanOf(options));
  const day = planDay(ctx, localDateOf(options.startsAt, options.timeZone));
  const timing = timingRefusal(ctx, day, start);
  if (timing) return timing;
  // The only step that can be this instant is its own wall time that day.
  const minutes = parseTimeOfDay(localTimeOf(options.startsAt, options.timeZone));
  const step = options.rules.slotStepMinutes;
  const onGrid = minutes >= day.first && minutes <= day.last && (minutes - day.first) % step === 0;
  if (!onGrid || day.startAt(minutes) !== start) return refuse('closed');
  return evaluate(ctx, day, start);
}

/** The candidate with the fewest bookings that day (missing = 0); ties go to the earlier candidate, so
 * pass candidates in a stable order (e.g. freeTeamMemberIds, which follows the staff list). */
export function pickTeamMember(options: {
  candidates: string[];
  bookingsCountByMember: Record<string, number>;
}): string | undefined {
  let best: string | undefined;
  let bestCount = Number.POSITIVE_INFINITY;
  for (const id of options.candidates) {
    const counts = options.bookingsCountByMember;
    const count = Object.hasOwn(counts, id) ? (counts[id] ?? 0) : 0;
    if (count < bestCount) {
      best = id;
      bestCount = count;
    }
  }
  return best;
}
