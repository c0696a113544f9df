// Classes on a phone (issue 31, decision 036): a yoga class with a session tomorrow; a customer on the booking page
// sees '12 of 12 left', books 2 seats, gets the confirmation, and the list then says '10 of 12 left'. (The owner's
// session books it, so the confirmation has no manage link: class-seats.test.ts checks a customer's.) Axe on the
// class step. A full session offers its waitlist: a customer joins it for 2 seats (class-waitlist.test.ts offers them).
import { classWithSession, expect, openHydrated, seriousA11yViolations, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });
test.slow();

test('a customer books 2 seats in a yoga class', async ({ page, owner }) => {
  const { business, sessionId } = await classWithSession(page, owner, {
    serviceName: 'Morning Yoga',
    instructor: 'Iris Calm',
    capacity: 12,
    maxSeats: 4,
    time: '09:00',
  });

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

  const roster = await page.request.get(`/api/classes/sessions/${sessionId}/roster`);
  const { attendees } = (await roster.json()) as { attendees: Array<{ clientName: string; seats: number }> };
  expect(attendees).toEqual([expect.objectContaining({ clientName: 'Nora Lake', seats: 2 })]);

  await page
    .getByRole('group', { name: 'Service' })
    .getByRole('radio', { name: /Morning Yoga/ })
    .check();
  await expect(page.getByRole('radio', { name: /with Iris Calm, 10 of 12 left/ })).toBeVisible();
});

test('a full class offers its waitlist, and a customer joins it for that session', async ({
  page,
  owner,
  browser,
}) => {
  const { business, startsAt, sessionId } = await classWithSession(page, owner, {
    serviceName: 'Evening Spin',
    instructor: 'Rex Pace',
    capacity: 2,
    maxSeats: 2,
    time: '18:00',
  });
  const api = page.request;
  const full = await api.post('/api/bookings', {
    data: {
      serviceId: business.serviceId,
      classSessionId: sessionId,
      seats: 2,
      appointmentDate: startsAt,
      clientData: { firstName: 'Pair', lastName: 'Riders', phone: '+1 555 010 6100' },
    },
  });
  expect(full.status(), await full.text()).toBe(201);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customer = await context.newPage();
  await openHydrated(customer, `/book/${business.slug}`);
  await customer
    .getByRole('group', { name: 'Service' })
    .getByRole('radio', { name: /Evening Spin/ })
    .check();
  await expect(customer.getByRole('radio', { name: /with Rex Pace, Full/ })).toBeDisabled();
  await customer.getByRole('button', { name: /^Join the waitlist for / }).click();
  const form = customer.getByRole('form', { name: 'Join the waitlist' });
  await expect(form).toContainText('This Evening Spin class on');
  await form.getByLabel('Seats').selectOption('2');
  await form.getByLabel('First name').fill('Lena');
  await form.getByLabel('Phone').fill('+1 555 010 6200');
  await form.getByLabel('Email (for the offer link)').fill('lena@example.com');
  expect(await seriousA11yViolations(customer)).toEqual([]);
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(customer.getByText('You are on the waitlist')).toBeVisible();
  await context.close();

  const list = await api.get('/api/waitlist');
  expect(list.status(), await list.text()).toBe(200);
  expect(JSON.stringify(await list.json())).toContain('Lena');
});
