import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BookingView } from '#shared/schemas/booking.ts';
import { BookingActions } from './booking-actions.tsx';

function booking(startsInMinutes: number): BookingView {
  const start = new Date(Date.now() + startsInMinutes * 60_000).toISOString();
  const end = new Date(Date.now() + (startsInMinutes + 30) * 60_000).toISOString();
  return {
    id: 'b1',
    businessId: 'biz',
    serviceId: 's1',
    teamMemberId: 't1',
    clientId: 'c1',
    appointmentDate: start,
    dateTime: start,
    endsAt: end,
    status: 'confirmed',
    notes: null,
    cancellationReason: null,
    source: 'online',
    classSessionId: null,
    seats: null,
    service: { id: 's1', name: 'Cut', price: '30.00', duration: 30 },
    teamMember: { id: 't1', name: 'Jordan Lee' },
    memberEndsAt: null,
    otherParts: [],
    client: { id: 'c1', firstName: 'Maya', lastName: 'Lopez', phone: '(555) 123-4567', email: null },
    clientName: 'Maya Lopez',
    createdAt: start,
    updatedAt: start,
  };
}

/** The rendered action buttons by name, each with whether it is disabled. */
function actions(startsInMinutes: number) {
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <BookingActions booking={booking(startsInMinutes)} timeZone="America/New_York" />
    </QueryClientProvider>,
  );
  const buttons = [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map(([, attributes, inner]) => [
    inner!.replace(/<[^>]+>/g, '').trim(),
    /\sdisabled=""/.test(attributes!),
  ]);
  return { buttons: Object.fromEntries(buttons), html };
}

describe("a confirmed booking's actions", () => {
  it('offers neither Mark completed nor No-show before the appointment has started, and says why', () => {
    const { buttons, html } = actions(60);
    expect(buttons).toMatchObject({
      'Mark completed': true,
      'No-show': true,
      Reschedule: false,
      Cancel: false,
    });
    expect(html).toContain('Mark completed and No-show become available once the appointment has started.');
  });

  it('offers both once it has started', () => {
    const { buttons, html } = actions(-5);
    expect(buttons).toMatchObject({ 'Mark completed': false, 'No-show': false });
    expect(html).not.toContain('become available');
  });
});
