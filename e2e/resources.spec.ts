// Resources on a phone (issue 31, decision 033): the owner adds a treatment room of quantity 1 on the Services page,
// links it to two services in their forms, and once one service's booking holds the room, the booking page no
// longer offers that time for the other service, though a team member is free. Axe on the resources UI.
import {
  createOpenBusiness,
  expect,
  localDateInDays,
  openHydrated,
  seriousA11yViolations,
  test,
} from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });
// Three axe scans and a dozen round trips on a shared machine.
test.slow();

test('a room of one is held by one booking at a time across the services that need it', async ({
  page,
  owner,
}) => {
  const business = await createOpenBusiness(page, owner);
  const api = page.request;
  // A second member, so that only the room can make a time unavailable.
  const member = await api.post('/api/team-members', { data: { name: 'Robin Vale' } });
  expect(member.status(), await member.text()).toBe(201);
  const trim = await api.post('/api/services', {
    data: { name: 'Beard Trim', price: '20.00', duration: 30 },
  });
  expect(trim.status(), await trim.text()).toBe(201);

  await openHydrated(page, '/services');
  const section = page.getByRole('region', { name: 'Resources' });
  await expect(section.getByText('No resources yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add Resource' }).click();
  const form = page.getByRole('form', { name: 'Resource' });
  await form.getByLabel('Resource name').fill('Treatment room');
  await form.getByLabel('Quantity').fill('0');
  await form.getByRole('button', { name: 'Add Resource' }).click();
  await expect(form.getByText('Quantity must be a whole number from 1 to 50')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await form.getByLabel('Quantity').fill('1');
  await form.getByRole('button', { name: 'Add Resource' }).click();
  await expect(form).toBeHidden();
  const rooms = section.getByRole('list', { name: 'Your resources' });
  await expect(rooms.getByRole('listitem')).toHaveText([/Treatment room\s*1 available/]);

  for (const name of [business.serviceName, 'Beard Trim']) {
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const service = page.getByRole('form', { name: 'Service' });
    await service.getByRole('checkbox', { name: 'Treatment room' }).check();
    if (name === 'Beard Trim') expect(await seriousA11yViolations(page)).toEqual([]);
    await service.getByRole('button', { name: 'Save Changes' }).click();
    await expect(service).toBeHidden();
  }
  await expect(rooms.getByRole('listitem')).toContainText(`Needed by ${business.serviceName}, Beard Trim`);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The owner books the first service tomorrow at 14:00: the room is held 14:00–15:00.
  const tomorrow = localDateInDays(business.timeZone, 1);
  const booked = await api.post('/api/bookings', {
    data: {
      serviceId: business.serviceId,
      appointmentDate: `${tomorrow}T14:00:00`,
      clientData: { firstName: 'Ada', lastName: 'Held', phone: '+1 555 010 4100' },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await openHydrated(page, `/book/${business.slug}`);
  await page
    .getByRole('group', { name: 'Service' })
    .getByRole('radio', { name: /Beard Trim/ })
    .check();
  await page.locator(`input[name="date"][value="${tomorrow}"]`).check();
  for (const time of ['14:00', '14:30']) {
    const slot = page.locator(`input[name="time"][value="${time}"]`);
    await expect(slot).toBeDisabled();
    await expect(slot).toHaveAttribute('aria-label', /, unavailable$/);
  }
  await expect(page.locator(`input[name="time"][value="13:30"]`)).toBeEnabled();
  await expect(page.locator(`input[name="time"][value="15:00"]`)).toBeEnabled();
});
