import { describe, expect, it } from 'vitest';
import type { BookingView } from '#shared/schemas/booking.ts';
import type { ClassSession } from '#shared/schemas/class.ts';
import { calendarItems } from './calendar-items.ts';
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
  } as BookingView;
}

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
    const [item] = calendarItems([], [cancelled], [studio]);
    expect(item && itemText(item)).toEqual({
      title: 'Morning Yoga',
      seats: '0/12',
      detail: ['Iris Calm'],
      status: 'Cancelled',
    });
  });

  it('keeps a seat booking whose session was not read as a booking of its own', () => {
    const items = calendarItems([booking('a', yoga.startsAt, 'elsewhere')], [], []);
    expect(items).toEqual([expect.objectContaining({ kind: 'booking', id: 'a' })]);
  });
});
