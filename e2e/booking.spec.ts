// Booking end to end on a phone (390×844) against the seeded demo business: a customer books on /book/demo
// (with 'Add to calendar'), the time is then taken for that barber, the owner finds the booking on /calendar (it
// cannot be completed before it starts), quick booking from the floating button (rescheduled, then cancelled), and axe on the
// booking page. The page is rendered on the server (docs/decisions/008): it shows the business and its services
// without JavaScript, hydrates without reading again what the document holds, and keeps the customer's details
// after a conflict.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { chooseOption, DEMO, DEMO_OWNER, login, openHydrated, seriousA11yViolations } from './fixtures.ts';

const BARBER = 'Jordan Lee';
const OTHER_BARBER = 'Alex Morgan';

test.use({ viewport: { width: 390, height: 844 } });
// The owner's checks use the booking the customer made.
test.describe.configure({ mode: 'serial', ...DEMO });

/** A local date in the demo business's zone, `days` from today. */
function newYorkDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

async function openBookingPage(page: Page) {
  await openHydrated(page, '/book/demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Sharp & Co. Barbers' })).toBeVisible();
}

/** Step 1 and the staff choice; resolves once the dates are listed. */
async function chooseServiceAndBarber(page: Page, barber: string) {
  await page.getByRole('group', { name: 'Service' }).getByRole('radio').first().check();
  await page.getByLabel('Staff').selectOption({ label: barber });
  await expect(page.getByRole('group', { name: 'Date' }).getByRole('radio').first()).toBeVisible();
}

/** The times (`YYYY-MM-DDTHH:MM`) a barber is free for a service in the coming fortnight, as the page reads them. */
async function freeTimes(page: Page, serviceId: string, teamMemberId: string): Promise<string[]> {
  const query = new URLSearchParams({ serviceId, teamMemberId, days: '14' });
  const res = await page.request.get(`/api/businesses/demo/availability?${query}`);
  expect(res.status(), await res.text()).toBe(200);
  const { dates } = (await res.json()) as {
    dates: Array<{ date: string; slots: Array<{ time: string; available: boolean }> }>;
  };
  return dates.flatMap(({ date, slots }) => slots.filter((s) => s.available).map((s) => `${date}T${s.time}`));
}

/**
 * A client of their own at every attempt (a retry loads this file again): a booking made with a known phone joins
 * that client, whose name it keeps, so a retry with the same phone would be listed under the first attempt's name.
 */
function newClient(name: string, exchange: string) {
  const stamp = Date.now();
  return {
    name: `${name}-${stamp.toString(36)}`,
    phone: `(555) ${exchange}-${String(stamp % 10_000).padStart(4, '0')}`,
  };
}

const customer = newClient('Casey Quinn', '302');
const booked = { date: '', time: '' };

test('a customer books the first time both barbers are free on /book/demo', async ({ page }) => {
  await openBookingPage(page);
  await expect(page.getByText('Choose a service first to see the available dates and times.')).toBeVisible();
  await chooseServiceAndBarber(page, BARBER);

  // Free with the other barber too, so that after the booking 'Any staff' still offers it (the next test), whatever
  // the hour the suite runs at: the demo's own bookings fill some of each barber's hours.
  const serviceId = await page
    .getByRole('group', { name: 'Service' })
    .getByRole('radio', { checked: true })
    .getAttribute('value');
  const staff = page.getByLabel('Staff');
  const otherBarberId = await staff.locator('option', { hasText: OTHER_BARBER }).getAttribute('value');
  const otherFree = new Set(await freeTimes(page, serviceId ?? '', otherBarberId ?? ''));
  const both = (await freeTimes(page, serviceId ?? '', await staff.inputValue())).find((t) =>
    otherFree.has(t),
  );
  [booked.date = '', booked.time = ''] = both?.split('T') ?? [];
  expect(booked.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(booked.time).toMatch(/^\d{2}:\d{2}$/);
  await page.locator(`input[name="date"][value="${booked.date}"]`).check();
  await page.locator(`input[name="time"][value="${booked.time}"]`).check();

  // The contact form checks its fields before anything is sent.
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await page.getByLabel('Full name').fill(customer.name);
  await page.getByLabel('Phone number').fill(customer.phone);
  await page.getByLabel('Email (optional)').fill('not-an-email');
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email (optional)').fill('casey@example.com');

  const summary = page.getByRole('heading', { name: 'Booking summary' }).locator('..');
  await expect(summary).toContainText(BARBER);
  await page.getByRole('button', { name: 'Book Appointment' }).click();

  const dialog = page.getByRole('dialog', { name: 'Booking Confirmed!' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByText('Your appointment has been successfully booked.', { exact: true }),
  ).toBeVisible();
  await expect(dialog).toContainText(BARBER);
  // The link to this booking's own page, to see, move or cancel it (issue 14; it signs nobody in, issue 25).
  await expect(dialog.getByRole('link', { name: 'Manage your booking' })).toHaveAttribute(
    'href',
    /\/client\/demo\/manage\/m1\.[\w-]{44}$/,
  );

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`booking-${booked.date}.ics`);
  const ics = await readFile((await file.path()) ?? '', 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  expect(ics).toContain('LOCATION:120 Main Street\\, Brooklyn\\, NY 11201');

  await dialog.getByRole('button', { name: 'Done' }).click();
  // The selections are reset for the next booking.
  await expect(
    page.getByRole('group', { name: 'Service' }).getByRole('radio', { checked: true }),
  ).toHaveCount(0);
});

test('after a reload the booked time is taken for that barber', async ({ page }) => {
  test.skip(!booked.date, 'needs the booking of the previous test');
  await openBookingPage(page);
  await chooseServiceAndBarber(page, BARBER);
  await page.locator(`input[name="date"][value="${booked.date}"]`).check();
  const slot = page.locator(`input[name="time"][value="${booked.time}"]`);
  await expect(slot).toBeDisabled();
  await expect(slot).toHaveAttribute('aria-label', /, unavailable$/);
  await expect(slot.locator('xpath=..').locator('.line-through')).toBeVisible();
  await expect(slot.locator('xpath=..')).toContainText('×');

  // With any barber the other one can still take it.
  await page.getByLabel('Staff').selectOption({ label: 'Any staff' });
  await page.locator(`input[name="date"][value="${booked.date}"]`).check();
  await expect(page.locator(`input[name="time"][value="${booked.time}"]`)).toBeEnabled();
});

test('the owner finds the booking on the calendar; completing it waits for its start', async ({ page }) => {
  test.skip(!booked.date, 'needs the booking of the previous test');
  await login(page, DEMO_OWNER);
  await page.goto(`/calendar?date=${booked.date}`);
  const item = page.getByRole('button', { name: new RegExp(customer.name) });
  await expect(item).toBeVisible({ timeout: 20_000 });
  await item.click();

  const dialog = page.getByRole('dialog', { name: customer.name });
  await expect(dialog).toContainText('Confirmed');
  await expect(dialog).toContainText(BARBER);
  await expect(dialog.getByRole('link', { name: customer.phone })).toHaveAttribute(
    'href',
    `tel:${customer.phone}`,
  );
  await expect(dialog.getByText('Booked online')).toBeVisible();
  // The appointment is in the future: it is completed, or missed, only once it has started.
  await expect(dialog.getByRole('button', { name: 'Mark completed' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'No-show' })).toBeDisabled();
  await expect(
    dialog.getByText('Mark completed and No-show become available once the appointment has started.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Reschedule' })).toBeEnabled();
});

test('quick booking from the floating button creates a booking, then it is rescheduled', async ({ page }) => {
  await login(page, DEMO_OWNER);
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Quick booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quick Booking' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Create Booking' }).click();
  await expect(page.getByText('Please fill in all required fields.', { exact: true })).toBeVisible();

  const date = newYorkDate(10);
  const { name: client, phone } = newClient('Robin Vale', '303');
  await chooseOption(dialog.getByRole('combobox', { name: 'Service' }), /^Classic Haircut/);
  await dialog.getByLabel('Client name').fill(client);
  await dialog.getByLabel('Phone', { exact: true }).fill(phone);
  await dialog.getByLabel('Date').fill(date);
  await chooseOption(dialog.getByRole('combobox', { name: 'Time' }), '4:30 PM', { exact: true });
  await dialog.getByRole('button', { name: 'Create Booking' }).click();

  await expect(page.getByText(`Appointment scheduled for ${client}`, { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(dialog).toBeHidden();
  await page.goto(`/calendar?date=${date}`);
  const item = page.getByRole('button', { name: new RegExp(`4:30 PM.*${client}`) });
  await expect(item).toBeVisible({ timeout: 20_000 });

  // The owner moves it an hour earlier from its details.
  await item.click();
  const details = page.getByRole('dialog', { name: client });
  await expect(details.getByText('Booked by the business')).toBeVisible();
  await details.getByRole('button', { name: 'Reschedule' }).click();
  await chooseOption(details.getByRole('combobox', { name: 'New time' }), '3:30 PM', { exact: true });
  await details.getByRole('button', { name: 'Save new time' }).click();
  await expect(details.getByText(/^Rescheduled from .* 4:30 PM to .* 3:30 PM$/)).toBeVisible();

  // Then the client calls to cancel.
  await details.getByRole('button', { name: 'Cancel', exact: true }).click();
  await details.getByLabel('Reason (optional)').fill('Client called to cancel');
  await details.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(details.getByText('Cancelled: Client called to cancel')).toBeVisible();
  // A keyboard user leaves the dialog with Escape, though the cancellation's toast is newer on screen.
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(`3:30 PM.*${client}.*Cancelled`) })).toBeVisible();
});

test('the booking page has no serious or critical axe violations', async ({ page }) => {
  await openBookingPage(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await chooseServiceAndBarber(page, 'Any staff');
  // Late in the demo's day, today is fully booked.
  await page
    .getByRole('group', { name: 'Date' })
    .getByRole('radio', { name: /^(?!.*fully booked)/ })
    .first()
    .check();
  await page.getByRole('group', { name: /^Time/ }).getByRole('radio', { disabled: false }).first().check();
  await expect(page.getByRole('button', { name: 'Book Appointment' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("'Book again' opens the page with its service chosen (?service=)", async ({ page }) => {
  const services = (await (await page.request.get('/api/businesses/demo/services')).json()) as Array<{
    id: string;
    name: string;
  }>;
  const second = services[1]!;
  await openHydrated(page, `/book/demo?service=${second.id}`);
  const chosen = page.getByRole('group', { name: 'Service' }).getByRole('radio', { checked: true });
  await expect(chosen).toHaveCount(1);
  await expect(chosen).toHaveAccessibleName(new RegExp(second.name));
  await expect(page.getByRole('group', { name: 'Date' }).getByRole('radio').first()).toBeVisible();
});

test('an unknown slug shows Business not found, with status 404', async ({ page }) => {
  const response = await page.goto('/book/no-such-business');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Business not found' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("The booking page you're looking for doesn't exist.")).toBeVisible();
});

/** The reads the server-rendered page already holds (its business, services, team, customisation, reviews). */
const EMBEDDED_READ = /\/api\/businesses\/demo(?:\/(?:services|team-members|client-customization|reviews))?$/;

test('the page hydrates from the data in the document: no second read of it, no console error', async ({
  page,
}) => {
  const reads: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (EMBEDDED_READ.test(path)) reads.push(path);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await openBookingPage(page);
  // Once hydrated, choosing a service opens step 2 (its code and the availability are fetched then).
  await chooseServiceAndBarber(page, 'Any staff');
  expect(reads).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the business and its services are on the page and a service can be chosen', async ({ page }) => {
    const response = await page.goto('/book/demo');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Sharp & Co. Barbers' })).toBeVisible();
    await expect(page).toHaveTitle('Book with Sharp & Co. Barbers');
    const services = page.getByRole('group', { name: 'Service' }).getByRole('radio');
    expect(await services.count()).toBeGreaterThan(1);
    await expect(page.getByText('Classic Haircut').first()).toBeVisible();
    // Step 2 already says when there is free time.
    await expect(page.getByText(/^Next free days: /)).toBeVisible();
    await services.first().check();
    await expect(services.first()).toBeChecked();
  });
});

test('after a booking conflict the details the customer typed are kept', async ({ page }) => {
  await openBookingPage(page);
  await chooseServiceAndBarber(page, BARBER);
  const serviceId = await page
    .getByRole('group', { name: 'Service' })
    .getByRole('radio', { checked: true })
    .getAttribute('value');
  const teamMemberId = await page.getByLabel('Staff').inputValue();
  // A date well after the other tests' bookings.
  const dates = page.getByRole('group', { name: 'Date' }).getByRole('radio', { name: /^(?!.*fully booked)/ });
  const date = dates.nth(6);
  await date.check();
  const day = (await date.getAttribute('value')) ?? '';
  const free = page.getByRole('group', { name: /^Time/ }).getByRole('radio', { disabled: false });
  const time = (await free.first().getAttribute('value')) ?? '';
  await free.first().check();
  const details = {
    'Full name': 'Morgan Ellis',
    'Phone number': '(555) 301-7788',
    'Email (optional)': 'morgan@example.com',
    'Notes (optional)': 'Window seat, please',
  };
  for (const [label, value] of Object.entries(details)) await page.getByLabel(label).fill(value);

  // Someone else takes that time with that barber first.
  const taken = await page.request.post('/api/bookings', {
    data: {
      businessSlug: 'demo',
      serviceId,
      teamMemberId,
      appointmentDate: `${day}T${time}:00`,
      clientData: { firstName: 'Other', lastName: 'Customer', phone: '(555) 301-0001' },
    },
  });
  expect(taken.status(), await taken.text()).toBe(201);
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(page.getByText('Booking failed', { exact: true })).toBeVisible({ timeout: 20_000 });

  // The taken time falls away; with another time the form is back with everything typed.
  await page.locator(`input[name="date"][value="${day}"]`).check();
  await page.getByRole('group', { name: /^Time/ }).getByRole('radio', { disabled: false }).first().check();
  for (const [label, value] of Object.entries(details))
    await expect(page.getByLabel(label)).toHaveValue(value);
});
