import { describe, expect, it } from 'vitest';
import type { BookingEvent } from '#shared/schemas/booking.ts';
import { describeEvent } from './booking-history.tsx';

const created = (details: Record<string, unknown>): BookingEvent => ({
  id: 'e1',
  action: 'created',
  fromStatus: null,
  toStatus: 'confirmed',
  details,
  actorUserId: null,
  createdAt: '2030-01-07T15:00:00.000Z',
});

describe('a booking’s history', () => {
  it('says where a booking came from: the booking page, the business, or an API key by name', () => {
    const zone = 'America/New_York';
    expect(describeEvent(created({ source: 'online' }), zone)).toBe('Booked online');
    const typed = { firstName: 'Eve', lastName: 'Moss', phone: '+12025550202', email: 'eve@example.com' };
    expect(describeEvent(created({ source: 'online', typed }), zone)).toBe(
      'Booked online as Eve Moss (eve@example.com, +12025550202)',
    );
    expect(describeEvent(created({ source: 'owner' }), zone)).toBe('Booked by the business');
    expect(describeEvent(created({ source: 'api', apiKey: 'Zapier' }), zone)).toBe(
      'Booked through the API (key "Zapier")',
    );
  });

  it('says which API key changed a booking', () => {
    const cancelled: BookingEvent = {
      ...created({ apiKey: 'Zapier', cancellationReason: 'Double entry' }),
      action: 'cancelled',
      fromStatus: 'confirmed',
      toStatus: 'cancelled',
    };
    expect(describeEvent(cancelled, 'America/New_York')).toBe(
      'Cancelled: Double entry, through the API (key "Zapier")',
    );
  });
});
