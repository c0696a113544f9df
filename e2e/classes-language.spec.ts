// The owner's Classes page in the app's language (issue 28, docs/decisions/041): in the pseudo-locale no English is
// left on the week with a class session, its weekly schedules, nor in the session's roster with a booked attendee.

import pseudo from '../src/client/lib/app-i18n/locales/classes/en-XA.ts';
import { zoneCity } from '../src/client/lib/format.ts';
import { latinLeft, ownersData } from './app-language.ts';
import { classWithSession, expect, test } from './fixtures.ts';

test('the pseudo-locale leaves no hard-coded English on the Classes page and in the roster', async ({
  page,
  owner,
  request,
}) => {
  const { business, startsAt, sessionId } = await classWithSession(page, owner, {
    serviceName: 'Morning Yoga',
    instructor: 'Iris Calm',
    capacity: 12,
    maxSeats: 4,
    time: '09:00',
  });
  // A customer books 2 seats through the public API (no owner's cookie in `request`).
  const seat = await request.post('/api/bookings', {
    data: {
      businessSlug: business.slug,
      serviceId: business.serviceId,
      classSessionId: sessionId,
      seats: 2,
      appointmentDate: startsAt,
      clientData: { firstName: 'Nora', lastName: 'Lake', phone: '+1 555 010 7788' },
    },
  });
  expect(seat.status(), await seat.text()).toBe(201);
  // The attendee and the zone's city are the owner's data too.
  const data = [...(await ownersData(page, owner, business)), 'Nora Lake', zoneCity(business.timeZone)];

  await page.goto('/classes?lang=en-XA');
  const card = page.getByRole('button', { name: /^Morning Yoga, / });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  expect(await latinLeft(page.locator('body'), data)).toEqual([]);

  await card.click();
  const roster = page.getByRole('dialog', { name: 'Morning Yoga' });
  await expect(roster.getByRole('list', { name: pseudo['roster.attendees'] })).toContainText('Nora Lake');
  expect(await latinLeft(roster, data)).toEqual([]);
});
