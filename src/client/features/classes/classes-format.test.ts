import { describe, expect, it } from 'vitest';
import { roomName, seatsShort } from '#client/entities/classes/class-format.ts';
import type { ClassSession } from '#shared/schemas/class.ts';
import type { Resource } from '#shared/schemas/resource.ts';
import { sessionsByDay, weekFrom } from './classes-format.ts';

const session = (id: string, startsAt: string): ClassSession => ({
  id,
  serviceId: 'yoga',
  serviceName: 'Yoga',
  teamMemberId: 'm1',
  teamMemberName: 'Iris Calm',
  resourceId: null,
  scheduleId: null,
  startsAt,
  endsAt: startsAt,
  durationMinutes: 60,
  capacity: 12,
  seatsTaken: 7,
  status: 'scheduled',
});

describe('classes format', () => {
  it('groups sessions by their day in the business zone, not UTC', () => {
    // 02:00 UTC on Dec 2 is still Dec 1 in New York.
    const late = session('late', '2026-12-02T02:00:00.000Z');
    const morning = session('morning', '2026-12-01T14:00:00.000Z');
    const next = session('next', '2026-12-02T14:00:00.000Z');
    expect(sessionsByDay([morning, late, next], 'America/New_York')).toEqual([
      { date: '2026-12-01', sessions: [morning, late] },
      { date: '2026-12-02', sessions: [next] },
    ]);
    expect(sessionsByDay([morning, late, next], 'UTC').map((d) => d.date)).toEqual([
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(sessionsByDay([morning, late, next], 'UTC')[1]?.sessions).toEqual([late, next]);
  });

  it('pages a week across a month end', () => {
    expect(weekFrom('2026-11-28')).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
  });

  it('says how full a session is and names its room', () => {
    expect(seatsShort({ seatsTaken: 7, capacity: 12 })).toBe('7/12');
    const studio: Resource = { id: 'r1', name: 'Studio A', quantity: 1, createdAt: '', updatedAt: '' };
    expect(roomName([studio], 'r1')).toBe('Studio A');
    expect(roomName([studio], null)).toBeNull();
    expect(roomName(undefined, 'r1')).toBeNull();
  });
});
