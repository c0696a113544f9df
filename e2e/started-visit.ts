// A visit that has started, for the browser tests that complete one. The API books only times to come and a visit
// is completed only once it has started, so the business opens at the next whole minute, a customer books that
// first time, and the test waits for it to begin (at most about a minute). The business is open all day again after.
import type { APIRequestContext } from '@playwright/test';
import { type Business, expect, localToday } from './fixtures.ts';

const MINUTE_MS = 60_000;

function openFrom(openTime: string) {
  return {
    hours: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      dayOfWeek,
      isOpen: true,
      openTime,
      closeTime: '24:00',
      breaks: [],
    })),
  };
}

/**
 * Books a visit for `clientData` as a customer (`customer`: a request context signed in as nobody) at the next
 * whole minute, with the owner's `owner` context moving the opening time there, and resolves once it has started.
 */
export async function bookStartedVisit(
  owner: APIRequestContext,
  customer: APIRequestContext,
  business: Business,
  clientData: { firstName: string; lastName: string; phone: string },
): Promise<string> {
  // At least 15 seconds ahead, so the time has not passed by the time the booking arrives.
  const start = new Date(Math.ceil((Date.now() + 15_000) / MINUTE_MS) * MINUTE_MS);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: business.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(start);
  const opened = await owner.put('/api/business-hours', { data: openFrom(time) });
  expect(opened.status(), await opened.text()).toBe(200);
  const booked = await customer.post('/api/bookings', {
    data: {
      businessSlug: business.slug,
      serviceId: business.serviceId,
      appointmentDate: `${localToday(business.timeZone, start)}T${time}:00`,
      clientData,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const allDay = await owner.put('/api/business-hours', { data: openFrom('00:00') });
  expect(allDay.status(), await allDay.text()).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, start.getTime() - Date.now() + 1000));
  return ((await booked.json()) as { id: string }).id;
}
