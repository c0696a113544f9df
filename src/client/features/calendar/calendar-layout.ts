// Calendar geometry: the Monday-first week around a date, the 28 half-hour rows 07:00–20:30, where each booking
// or class session sits in its day column (by start and duration, in the business's time zone) and side-by-side
// lanes when they overlap.
import { wallClockOf } from '#client/lib/format.ts';
import { addDaysToLocalDate, weekdayOfLocalDate } from '#shared/domain/local-time.ts';
import { type CalendarItem, itemTiming } from './calendar-items.ts';

export const GRID_START = 7 * 60;
export const SLOT_MINUTES = 30;
export const GRID_ROWS = 28;
export const GRID_END = GRID_START + GRID_ROWS * SLOT_MINUTES;
export const DEFAULT_DURATION = 60;

/** '07:00' … '20:30'. */
export const GRID_TIMES: readonly string[] = Array.from({ length: GRID_ROWS }, (_, i) => {
  const minutes = GRID_START + i * SLOT_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

export function startOfWeek(date: string): string {
  return addDaysToLocalDate(date, -((weekdayOfLocalDate(date) + 6) % 7));
}

export function weekDates(date: string): string[] {
  const monday = startOfWeek(date);
  return Array.from({ length: 7 }, (_, i) => addDaysToLocalDate(monday, i));
}

export type PlacedItem = {
  item: CalendarItem;
  date: string;
  /** Minutes after local midnight. */
  start: number;
  end: number;
  /** Minutes after local midnight of the block as drawn (pinned to the grid); lanes compare these. */
  shownStart: number;
  shownEnd: number;
  /** Fractions of the grid's height (0–1). */
  top: number;
  height: number;
  lane: number;
  lanes: number;
};

function toMinutes(time: string): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
}

/** The items of each date, placed on the grid. Items outside 07:00–21:00 are pinned to its edge. */
export function placeItems(items: CalendarItem[], timeZone: string): Map<string, PlacedItem[]> {
  const byDate = new Map<string, PlacedItem[]>();
  for (const item of items) {
    const { startsAt, minutes } = itemTiming(item);
    const { date, time } = wallClockOf(startsAt, timeZone);
    const start = toMinutes(time);
    const end = start + (minutes > 0 ? minutes : DEFAULT_DURATION);
    const shownStart = Math.min(Math.max(start, GRID_START), GRID_END - SLOT_MINUTES / 2);
    const shownEnd = Math.max(Math.min(end, GRID_END), shownStart + SLOT_MINUTES / 2);
    const span = GRID_END - GRID_START;
    const placed: PlacedItem = {
      item,
      date,
      start,
      end,
      shownStart,
      shownEnd,
      top: (shownStart - GRID_START) / span,
      height: (shownEnd - shownStart) / span,
      lane: 0,
      lanes: 1,
    };
    const list = byDate.get(date) ?? [];
    list.push(placed);
    byDate.set(date, list);
  }
  for (const list of byDate.values()) assignLanes(list);
  return byDate;
}

/**
 * Greedy lanes inside each group of transitively overlapping bookings; the group shares its lane count.
 * Compares whole minutes, never the grid fractions: 570/840 + 30/840 is a hair above 600/840, which drew a
 * booking ending at 10:00 as overlapping the one starting at 10:00.
 */
export function assignLanes(items: PlacedItem[]): void {
  items.sort((a, b) => a.shownStart - b.shownStart || b.shownEnd - a.shownEnd);
  let group: PlacedItem[] = [];
  let groupEnd = -1;
  let laneEnds: number[] = [];
  const close = () => {
    for (const item of group) item.lanes = laneEnds.length;
  };
  for (const item of items) {
    const bottom = item.shownEnd;
    if (item.shownStart >= groupEnd) {
      close();
      group = [];
      laneEnds = [];
    }
    let lane = laneEnds.findIndex((end) => end <= item.shownStart);
    if (lane === -1) lane = laneEnds.push(bottom) - 1;
    else laneEnds[lane] = bottom;
    item.lane = lane;
    group.push(item);
    groupEnd = Math.max(groupEnd, bottom);
  }
  close();
}
