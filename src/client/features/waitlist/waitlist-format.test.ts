import { describe, expect, it } from 'vitest';
import type { WaitlistEntryView } from '#shared/schemas/waitlist.ts';
import {
  ALL,
  filterWaitlist,
  splitByWindows,
  waitlistDays,
  waitlistServices,
  windowDates,
} from './waitlist-format.ts';

function entry(id: string, serviceId: string, windows: WaitlistEntryView['windows']): WaitlistEntryView {
  return {
    id,
    serviceId,
    serviceName: serviceId === 's1' ? 'Cut' : 'Beard trim',
    teamMemberId: null,
    teamMemberName: null,
    clientName: `Client ${id}`,
    phone: '+1 555 010 1000',
    email: null,
    windows,
    status: 'active',
    createdAt: '2026-11-27T10:00:00.000Z',
    offer: null,
  };
}

const TODAY = '2026-11-28';
const early = entry('a', 's1', [{ from: '2026-11-27', to: '2026-11-30', part: 'any' }]);
const morning = entry('b', 's2', [
  { from: '2026-11-30', part: 'morning' },
  { from: '2026-12-02', part: 'evening' },
]);
const later = entry('c', 's1', [{ from: '2026-12-02', part: 'afternoon' }]);
const entries = [early, morning, later];

describe('windowDates', () => {
  it('lists every day of ranges and single days from today on, once each and in order', () => {
    expect(windowDates(early.windows, TODAY)).toEqual(['2026-11-28', '2026-11-29', '2026-11-30']);
    expect(windowDates([...morning.windows, { from: '2026-11-30', part: 'any' }], TODAY)).toEqual([
      '2026-11-30',
      '2026-12-02',
    ]);
    expect(windowDates([{ from: '2026-11-20', part: 'any' }], TODAY)).toEqual([]);
  });
});

describe('waitlistDays and waitlistServices', () => {
  it('counts who waits for each day from today on', () => {
    expect(waitlistDays(entries, TODAY)).toEqual([
      { date: '2026-11-28', count: 1 },
      { date: '2026-11-29', count: 1 },
      { date: '2026-11-30', count: 2 },
      { date: '2026-12-02', count: 2 },
    ]);
  });

  it('names each service waited for once, by name', () => {
    expect(waitlistServices(entries)).toEqual([
      { id: 's2', name: 'Beard trim' },
      { id: 's1', name: 'Cut' },
    ]);
  });
});

describe('filterWaitlist', () => {
  it('keeps the entries of a day and a service, in joining order', () => {
    expect(filterWaitlist(entries, { date: ALL, serviceId: ALL })).toEqual(entries);
    expect(filterWaitlist(entries, { date: '2026-11-30', serviceId: ALL })).toEqual([early, morning]);
    expect(filterWaitlist(entries, { date: '2026-12-02', serviceId: 's1' })).toEqual([later]);
    expect(filterWaitlist(entries, { date: '2026-12-01', serviceId: ALL })).toEqual([]);
  });
});

describe('splitByWindows', () => {
  it('puts the times the customer asked for first', () => {
    expect(splitByWindows(morning.windows, '2026-11-30', ['09:00', '11:30', '12:00', '17:00'])).toEqual({
      wanted: ['09:00', '11:30'],
      other: ['12:00', '17:00'],
    });
    expect(splitByWindows(morning.windows, '2026-12-02', ['09:00', '17:00'])).toEqual({
      wanted: ['17:00'],
      other: ['09:00'],
    });
  });
});
