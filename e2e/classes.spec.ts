// Classes on a phone (issue 31, decision 036): a yoga class with a session tomorrow; a customer on the booking page
// sees '12 of 12 left', books 2 seats, gets the confirmation, and the list then says '10 of 12 left'. (The owner's
// session books it, so the confirmation has no manage link: class-seats.test.ts checks a customer's.) Axe on the
// class step.
import {
  createOpenBusiness,
  expect,
  localDateInDays,
  openHydrated,
  seriousA11yViolations,
  test,
} from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });
test.slow();

test('a customer books 2 seats in a yoga class', async ({ page, owner }) => {
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

  await openHydrated(page, `/book/${business.slug}`);
  await page
    .getByRole('group', { name: 'Service' })
    .getByRole('radio', { name: /Morning Yoga/ })
    .check();
  await expect(page.getByRole('heading', { name: 'Choose a Class' })).toBeVisible();
  const choice = page.getByRole('radio', { name: /with Iris Calm, 12 of 12 left/ });
  await choice.check();
  await page.getByLabel('Seats').selectOption('2');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByLabel('Full name').fill('Nora Lake');
  await page.getByLabel('Phone number').fill('+1 555 010 7788');
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Booking Confirmed!' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText('Morning Yoga');
  await expect(dialog).toContainText('Iris Calm');
  await dialog.getByRole('button', { name: 'Done' }).click();

  const roster = await api.get(
    `/api/classes/sessions/${((await session.json()) as { id: string }).id}/roster`,
  );
  const { attendees } = (await roster.json()) as { attendees: Array<{ clientName: string; seats: number }> };
  expect(attendees).toEqual([expect.objectContaining({ clientName: 'Nora Lake', seats: 2 })]);

  await page
    .getByRole('group', { name: 'Service' })
    .getByRole('radio', { name: /Morning Yoga/ })
    .check();
  await expect(page.getByRole('radio', { name: /with Iris Calm, 10 of 12 left/ })).toBeVisible();
});
