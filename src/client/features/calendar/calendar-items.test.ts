import { describe, expect, it } from 'vitest';
import type { BookingView } from '#shared/schemas/booking.ts';
import type { ClassSession } from '#shared/schemas/class.ts';
import { calendarItems, itemTarget } from './calendar-items.ts';
import { placeItems } from './calendar-layout.ts';
import { itemLabel, itemText } from './components/booking-block.tsx';

const zone = 'America/New_York';

function booking(id: string, start: string, classSessionId: string | null = null): BookingView {
  return {
    id,
    appointmentDate: start,
    serviceId: classSessionId ? 'yoga' : 'cut',
    status: 'confirmed',
    classSessionId,
    seats: classSessionId ? 2 : null,
    clientName: `Client ${id}`,
    service: { id: 'cut', name: classSessionId ? 'Yoga' : 'Cut', price: '35.00', duration: 60 },
    teamMember: { id: 'm1', name: 'Iris Calm' },
    memberEndsAt: null,
    otherParts: [],
  } as unknown as BookingView;
}

/** Cut + Beard trim + Wash at 10:00 (New York), 25 + 20 + 15 minutes: Iris cuts, Ben trims from 10:25, Iris washes
 * from 10:45, each part held 5 minutes longer for its buffer. */
const shared: BookingView = {
  ...booking('visit', '2026-11-23T15:00:00.000Z'),
  service: { id: 'cut', name: 'Cut + Beard trim + Wash', price: '70.00', duration: 60 },
  memberEndsAt: '2026-11-23T15:30:00.000Z',
  otherParts: [
    {
      teamMemberId: 'm2',
      memberName: 'Ben Reyes',
      startsAt: '2026-11-23T15:25:00.000Z',
      endsAt: '2026-11-23T15:50:00.000Z',
    },
    {
      teamMemberId: 'm1',
      memberName: 'Iris Calm',
      startsAt: '2026-11-23T15:45:00.000Z',
      endsAt: '2026-11-23T16:05:00.000Z',
    },
  ],
};

const yoga: ClassSession = {
  id: 'session-1',
  serviceId: 'yoga',
  serviceName: 'Morning Yoga',
  teamMemberId: 'm1',
  teamMemberName: 'Iris Calm',
  resourceId: 'studio',
  scheduleId: null,
  startsAt: '2026-11-23T14:00:00.000Z',
  endsAt: '2026-11-23T15:00:00.000Z',
  durationMinutes: 60,
  capacity: 12,
  seatsTaken: 7,
  status: 'scheduled',
};
const studio = { id: 'studio', name: 'Studio A', quantity: 1, createdAt: '', updatedAt: '' };

describe('calendar items', () => {
  it('draws a class session as one block, however many seat bookings it has', () => {
    const items = calendarItems(
      [
        booking('a', yoga.startsAt, yoga.id),
        booking('b', yoga.startsAt, yoga.id),
        booking('c', yoga.startsAt, yoga.id),
        booking('cut', '2026-11-23T17:00:00.000Z'),
      ],
      [yoga],
      [studio],
      null,
    );
    expect(items.map((item) => [item.kind, item.id])).toEqual([
      ['booking', 'cut'],
      ['class', 'session-1'],
    ]);
    const day = placeItems(items, zone).get('2026-11-23') ?? [];
    const block = day.find((p) => p.item.kind === 'class');
    // One block, full width: the seats do not split it into lanes.
    expect(block).toMatchObject({ start: 9 * 60, end: 10 * 60, lane: 0, lanes: 1 });
    expect(block && itemText(block.item)).toEqual({
      title: 'Morning Yoga',
      seats: '7/12',
      detail: ['Studio A', 'Iris Calm'],
      status: null,
    });
    expect(block && itemLabel(block)).toBe(
      '9:00 AM – 10:00 AM, Morning Yoga class, 7/12 seats booked, Studio A, Iris Calm',
    );
  });

  it('shows a session nobody booked, and a cancelled one faded', () => {
    const cancelled = {
      ...yoga,
      id: 'session-2',
      resourceId: null,
      seatsTaken: 0,
      status: 'cancelled' as const,
    };
    const [item] = calendarItems([], [cancelled], [studio], null);
    expect(item && itemText(item)).toEqual({
      title: 'Morning Yoga',
      seats: '0/12',
      detail: ['Iris Calm'],
      status: 'Cancelled',
    });
  });

  it('keeps a seat booking whose session was not read as a booking of its own', () => {
    const items = calendarItems([booking('a', yoga.startsAt, 'elsewhere')], [], [], null);
    expect(items).toEqual([expect.objectContaining({ kind: 'booking', id: 'a' })]);
  });

  it('draws a shared visit as one block naming everyone on everyone’s calendar', () => {
    const items = calendarItems([shared], [], [], null);
    const [block] = placeItems(items, zone).get('2026-11-23') ?? [];
    expect(block).toMatchObject({ start: 10 * 60, end: 11 * 60 });
    expect(block && itemText(block.item).detail).toEqual([
      'Cut + Beard trim + Wash',
      'Iris Calm and Ben Reyes',
    ]);
    expect(block && itemLabel(block)).toBe(
      '10:00 AM – 11:00 AM, Cut + Beard trim + Wash, Client visit, Iris Calm and Ben Reyes, Confirmed',
    );
  });

  it('draws a member’s parts of a shared visit on their calendar, each opening the booking', () => {
    const ben = placeItems(calendarItems([shared], [], [], 'm2'), zone).get('2026-11-23') ?? [];
    expect(ben.map((p) => [p.start, p.end])).toEqual([[10 * 60 + 25, 10 * 60 + 50]]);
    expect(ben.map((p) => itemLabel(p))).toEqual([
      '10:25 AM – 10:50 AM, Cut + Beard trim + Wash, Client visit, Ben Reyes, shared with Iris Calm, Confirmed',
    ]);

    // Iris holds the visit until memberEndsAt, then her second part: two blocks, one booking.
    const iris = placeItems(calendarItems([shared], [], [], 'm1'), zone).get('2026-11-23') ?? [];
    expect(iris.map((p) => [p.start, p.end, p.lane, p.lanes])).toEqual([
      [10 * 60, 10 * 60 + 30, 0, 1],
      [10 * 60 + 45, 11 * 60 + 5, 0, 1],
    ]);
    expect(new Set(iris.map((p) => p.item.id)).size).toBe(2);
    expect(iris.map((p) => itemTarget(p.item))).toEqual(['visit', 'visit']);
    expect(iris[0] && itemText(iris[0].item).detail).toEqual([
      'Cut + Beard trim + Wash',
      'Iris Calm',
      'shared with Ben Reyes',
    ]);
  });

  it('keeps a booking of one member whole on that member’s calendar', () => {
    const [item] = calendarItems([booking('cut', '2026-11-23T17:00:00.000Z')], [], [], 'm1');
    expect(item).toMatchObject({ kind: 'booking', id: 'cut', part: null });
  });
});
