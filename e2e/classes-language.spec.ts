// The owner's Classes page in the app's language (issue 28, docs/decisions/041): in the pseudo-locale no English is
// left on the week with a class session, its weekly schedules, nor in the session's roster with a booked attendee.

import pseudo from '../src/client/lib/app-i18n/locales/classes/en-XA.ts';
import { zoneCity } from '../src/client/lib/format.ts';
import { latinLeft, ownersData } from './app-language.ts';
import { createOpenBusiness, expect, localDateInDays, test } from './fixtures.ts';

test('the pseudo-locale leaves no hard-coded English on the Classes page and in the roster', async ({
  page,
  owner,
  request,
}) => {
  const business = await createOpenBusiness(page, owner, { serviceName: 'Morning Yoga' });
  const api = page.request;
  const classed = await api.patch(`/api/services/${business.serviceId}`, {
    data: { classCapacity: 12, classMaxSeats: 4 },
  });
  expect(classed.status(), await classed.text()).toBe(200);
  const member = await api.post('/api/team-members', { data: { name: 'Iris Calm' } });
  expect(member.status(), await member.text()).toBe(201);
  const tomorrow = localDateInDays(business.timeZone, 1);
  const session = await api.post('/api/classes/sessions', {
    data: {
      serviceId: business.serviceId,
      teamMemberId: ((await member.json()) as { id: string }).id,
      startsAt: `${tomorrow}T09:00:00`,
    },
  });
  expect(session.status(), await session.text()).toBe(201);
  // A customer books 2 seats through the public API (no owner's cookie in `request`).
  const seat = await request.post('/api/bookings', {
    data: {
      businessSlug: business.slug,
      serviceId: business.serviceId,
      classSessionId: ((await session.json()) as { id: string }).id,
      seats: 2,
      appointmentDate: `${tomorrow}T09:00:00`,
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
