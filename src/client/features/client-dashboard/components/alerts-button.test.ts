import { describe, expect, it } from 'vitest';
import type { ClientPortalBooking } from '#shared/schemas/client-portal.ts';
import { clientAlerts } from './alerts-button.tsx';

const NOW = new Date('2026-06-09T12:00:00.000Z');

function booking(id: string, over: Partial<ClientPortalBooking>): ClientPortalBooking {
  return {
    id,
    appointmentDate: NOW.toISOString(),
    serviceId: 's1',
    extraServiceIds: [],
    service: { name: 'Cut', duration: 30, price: '30.00' },
    teamMember: { id: 't1', name: 'Sam' },
    client: { firstName: 'Jo', lastName: 'Lee' },
    status: 'confirmed',
    changeBlockedReason: null,
    canReview: false,
    canRepeat: false,
    ...over,
  };
}

const hoursFromNow = (h: number) => new Date(NOW.getTime() + h * 3_600_000).toISOString();

describe('clientAlerts', () => {
  it('lists live appointments in the next two days and visits waiting for a review', () => {
    const upcoming = [
      booking('soon', { appointmentDate: hoursFromNow(3) }),
      booking('tomorrow', { appointmentDate: hoursFromNow(30), status: 'pending' }),
      booking('later', { appointmentDate: hoursFromNow(49) }),
      booking('tbd', { appointmentDate: '' }),
    ];
    const history = [
      booking('reviewed', { status: 'completed', canReview: false }),
      booking('to-review', { status: 'completed', canReview: true }),
    ];
    const alerts = clientAlerts(upcoming, history, NOW);
    expect(alerts.soon.map((b) => b.id)).toEqual(['soon', 'tomorrow']);
    expect(alerts.toReview.map((b) => b.id)).toEqual(['to-review']);
  });

  it('has nothing to say when nothing is coming up or waiting', () => {
    expect(clientAlerts([], [booking('old', { status: 'cancelled' })], NOW)).toEqual({
      soon: [],
      toReview: [],
    });
  });
});
