// The waitlist in a phone-sized browser (issue 30): a customer joins from the booking page when a day is full; the
// owner cancels a booking; the customer opens the offer's link (read where the owner reads a message no provider
// delivered: the Messages view) and books the held time with one tap.
import type { Browser, Page } from '@playwright/test';
import {
  createOpenBusiness,
  expect,
  localDateInDays,
  openHydrated,
  seriousA11yViolations,
  test,
} from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** The newest undelivered waitlist link (offer or confirmation) in the owner's Messages view. */
async function waitlistLink(page: Page, kind: 'waitlist_joined' | 'waitlist_offer'): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const { items } = (await (await page.request.get('/api/messages')).json()) as {
          items: Array<{ kind: string; detail: string | null }>;
        };
        link =
          items
            .filter((m) => m.kind === kind)
            .map((m) => /Waitlist link (\S+)/.exec(m.detail ?? '')?.[1])[0] ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .toMatch(/\/waitlist\//);
  return new URL(link).pathname;
}

/** A business open 09:00–11:00 whose day after tomorrow two 60-minute bookings fill. */
async function fullDay(page: Page, owner: Parameters<typeof createOpenBusiness>[1]) {
  const business = await createOpenBusiness(page, owner);
  const api = page.request;
  // Open 09:00–11:00 only: two 60-minute bookings fill the day after tomorrow.
  const hours = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
    dayOfWeek,
    isOpen: true,
    openTime: '09:00',
    closeTime: '11:00',
    breaks: [],
  }));
  expect((await api.put('/api/business-hours', { data: { hours } })).status()).toBe(200);
  const day = localDateInDays(business.timeZone, 2);
  const ids: string[] = [];
  for (const [n, time] of ['09:00', '10:00'].entries()) {
    const res = await api.post('/api/bookings', {
      data: {
        serviceId: business.serviceId,
        appointmentDate: `${day}T${time}:00`,
        clientData: { firstName: 'Regular', lastName: String(n), phone: `+1 555 010 ${2000 + n}` },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  return { business, day, ids };
}

/** A customer's own browser on the booking page, with the business's service and its first full day chosen. */
async function customerOnFullDay(browser: Browser, business: { slug: string; serviceName: string }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customer = await context.newPage();
  await openHydrated(customer, `/book/${business.slug}`);
  await customer.getByRole('radio', { name: new RegExp(business.serviceName) }).check();
  await customer
    .getByRole('radio', { name: /fully booked/ })
    .first()
    .check();
  // The day's times, every one taken.
  await expect(customer.getByRole('radio', { name: /unavailable/ }).first()).toBeDisabled();
  return { context, customer };
}

test('a customer joins the waitlist of a full day and books the cancelled time from the offer link', async ({
  page,
  browser,
  owner,
}) => {
  const { business, day, ids } = await fullDay(page, owner);
  const api = page.request;
  const { context, customer } = await customerOnFullDay(browser, business);
  await expect(customer.getByText('This day is fully booked.')).toBeVisible();
  await customer.getByRole('button', { name: 'Join the waitlist' }).click();
  const form = customer.getByRole('form', { name: 'Join the waitlist' });
  await expect(form.getByLabel('Date 1')).toHaveValue(day);
  await form.getByLabel('Time of day').selectOption('morning');
  await form.getByLabel('First name').fill('Nora');
  await form.getByLabel('Last name').fill('Patel');
  await form.getByLabel('Phone').fill('+1 555 010 3000');
  await form.getByLabel('Email (for the offer link)').fill('nora@example.com');
  expect(await seriousA11yViolations(customer)).toEqual([]);
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(customer.getByText('You are on the waitlist')).toBeVisible();
  await waitlistLink(page, 'waitlist_joined');

  // The owner cancels the 10:00 booking: the time is held for Nora and offered to her.
  const cancel = await api.patch(`/api/bookings/${ids[1]}`, { data: { status: 'cancelled' } });
  expect(cancel.status(), await cancel.text()).toBe(200);
  const offer = await waitlistLink(page, 'waitlist_offer');
  await customer.goto(offer);
  await expect(customer.getByRole('heading', { name: 'A time is free for you' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(customer.getByText(/10:00 AM/)).toBeVisible();
  expect(await seriousA11yViolations(customer)).toEqual([]);
  await customer.getByRole('button', { name: 'Book it' }).click();
  await expect(customer.getByText(/It is booked: .*10:00 AM/)).toBeVisible();
  await expect(customer.getByRole('link', { name: 'See, move or cancel your booking' })).toBeVisible();

  const booked = (await (await api.get(`/api/bookings?from=${day}&to=${day}`)).json()) as Array<{
    status: string;
    clientName: string;
  }>;
  expect(booked.filter((b) => b.status === 'confirmed').map((b) => b.clientName)).toContain('Nora Patel');
  // The owner's dashboard counts the refilled slot and what it saved.
  await page.goto('/dashboard');
  await expect(
    page
      .getByRole('region', { name: 'Waitlist' })
      .getByText('1 cancelled slot refilled this month, $45.00 saved.'),
  ).toBeVisible({ timeout: 20_000 });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await context.close();
});

test('a business that turned its waitlist off does not offer it on a full day', async ({
  page,
  browser,
  owner,
}) => {
  const { business } = await fullDay(page, owner);
  const rules = await (await page.request.get('/api/booking-rules')).json();
  const off = await page.request.put('/api/booking-rules', { data: { ...rules, waitlistEnabled: false } });
  expect(off.status(), await off.text()).toBe(200);
  const { context, customer } = await customerOnFullDay(browser, business);
  // Every chunk the page would load for the day is in by now: the prompt is left out, not late.
  await customer.waitForLoadState('networkidle');
  await expect(customer.getByRole('button', { name: 'Join the waitlist' })).toHaveCount(0);
  await expect(customer.getByText('This day is fully booked.')).toHaveCount(0);
  await context.close();
});
