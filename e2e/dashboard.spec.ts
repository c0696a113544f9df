// Owner dashboard, clients and analytics from real data: a new owner sees honest empty states (no made-up
// figures anywhere), then a booking made on the public booking page shows up on all three screens. Axe finds
// nothing serious.
import type { Page } from '@playwright/test';
import { test as base, expect, seriousA11yViolations } from './fixtures.ts';

type Business = { name: string; slug: string; serviceId: string; serviceName: string; timeZone: string };

/** A fixed-offset zone where it is about 10:00 now, so a booking later today is always possible. */
function morningTimeZone(now = new Date()): string {
  const offset = ((10 - now.getUTCHours() + 36) % 24) - 12; // -12 … +11 hours from UTC
  if (offset === 0) return 'Etc/UTC';
  // Etc/GMT zones have inverted signs: Etc/GMT-7 is UTC+7.
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/**
 * `business`: the signed-in new owner's business (created through the API with one service), open around the
 * clock with no minimum notice in a zone where it is morning, so the test never depends on the hour it runs.
 */
const test = base.extend<{ business: Business }>({
  business: async ({ page, owner }, use) => {
    const api = page.request;
    const name = `Fade Studio ${Date.now().toString(36)}`;
    const created = await api.post('/api/businesses', {
      data: {
        name,
        businessType: 'barber',
        phone: '+1 555 000 1234',
        email: owner.email,
        address: '12 Main Street, Springfield',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    const service = await api.post('/api/services', {
      data: { name: 'Signature Cut', price: '45.00', duration: 60 },
    });
    expect(service.status(), await service.text()).toBe(201);
    const { id: serviceId } = (await service.json()) as { id: string };
    const timeZone = morningTimeZone();
    const zone = await api.patch('/api/businesses/me', { data: { timezone: timeZone } });
    expect(zone.status(), await zone.text()).toBe(200);
    const allDay = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      dayOfWeek,
      isOpen: true,
      openTime: '00:00',
      closeTime: '24:00',
      breaks: [],
    }));
    const hours = await api.put('/api/business-hours', { data: { hours: allDay } });
    expect(hours.status(), await hours.text()).toBe(200);
    const rules = await api.put('/api/booking-rules', {
      data: { slotStepMinutes: 30, minNoticeMinutes: 0, bookingWindowDays: 60, bufferMinutes: 0 },
    });
    expect(rules.status(), await rules.text()).toBe(200);
    await use({ name, slug, serviceId, serviceName: 'Signature Cut', timeZone });
  },
});

/** Growth shown as a signed percentage ('+12.5%', '−3%'): a new owner has nothing to compare, so none. */
const SIGNED_PERCENT = /[+−-]\s?\d[\d,.]*\s?%/;

/** A page's first render waits for its lazy chunk, which takes a while on a busy machine. */
const FIRST_RENDER = { timeout: 30_000 };

async function expectNoSeriousA11yViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** Books the first free time on the business's public page, as a customer without an account. */
async function bookAsCustomer(customer: Page, business: Business) {
  await customer.goto(`/book/${business.slug}`);
  await expect(customer.getByRole('heading', { level: 1, name: business.name })).toBeVisible(FIRST_RENDER);
  await customer
    .getByRole('group', { name: 'Service' })
    .getByRole('radio', { name: /Signature Cut/ })
    .check();
  await customer.getByRole('group', { name: 'Date' }).getByRole('radio').first().check();
  await customer
    .getByRole('group', { name: /^Time/ })
    .getByRole('radio', { disabled: false })
    .first()
    .check();
  await customer.getByLabel('Full name').fill('Jordan Miles');
  await customer.getByLabel('Phone number').fill('+1 555 010 2030');
  await customer.getByLabel('Email (optional)').fill('jordan@example.com');
  await customer.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(customer.getByRole('dialog', { name: 'Booking Confirmed!' })).toBeVisible({ timeout: 20_000 });
}

test('a new owner sees honest empty states, then a booking shows up everywhere', async ({
  page,
  business,
  browser,
  baseURL,
}) => {
  // Three screens, each scanned by axe: more than the default minute on a busy machine.
  test.setTimeout(180_000);

  // Dashboard: real zeros, the spec's 5.0 without reviews, empty schedule and activity.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Business Dashboard' })).toBeVisible(FIRST_RENDER);
  await expect(page.getByRole('main').getByText(business.name, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Active');
  const revenue = page.getByRole('region', { name: 'Monthly Revenue' });
  await expect(revenue.getByText('$0.00', { exact: true })).toBeVisible();
  await expect(revenue.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(
    page.getByRole('region', { name: 'Weekly Bookings' }).getByText('0', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Active Clients' }).getByText('0', { exact: true }),
  ).toBeVisible();
  const satisfaction = page.getByRole('region', { name: 'Satisfaction' });
  await expect(satisfaction.getByText('5.0', { exact: true })).toBeVisible();
  await expect(satisfaction.getByText('No reviews yet')).toBeVisible();
  await expect(page.getByText('No appointments today')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Booking' })).toBeVisible();
  await expect(page.getByText('No activity yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Targets are editable and persisted.
  await page.getByRole('button', { name: 'Edit targets' }).click();
  const targets = page.getByRole('dialog', { name: 'Edit targets' });
  await targets.getByLabel('Weekly bookings target').fill('25');
  await targets.getByRole('button', { name: 'Save targets' }).click();
  await expect(targets).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Weekly Bookings' }).getByText('Target 25 this week'),
  ).toBeVisible();

  // Clients: the honest empty state.
  await page.goto('/clients');
  await expect(page.getByRole('heading', { name: 'No clients yet' })).toBeVisible(FIRST_RENDER);
  await expectNoSeriousA11yViolations(page);

  // Analytics: zeros, '—' instead of growth, empty charts explained.
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics and Reports' })).toBeVisible(
    FIRST_RENDER,
  );
  const kpiRevenue = page.getByRole('region', { name: 'Revenue', exact: true });
  await expect(kpiRevenue.getByText('$0.00', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Bookings', exact: true }).getByText('0', { exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByText('No bookings in this period').first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(SIGNED_PERCENT);
  await expectNoSeriousA11yViolations(page);
  for (const tab of ['Revenue', 'Services', 'Clients']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Export .* as CSV/ })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(SIGNED_PERCENT);
  }
  await expect(page.getByText('No visits in this period')).toBeVisible();

  // A customer books on the public booking page, without an account.
  const customerContext = await browser.newContext({ baseURL });
  await bookAsCustomer(await customerContext.newPage(), business);
  await customerContext.close();

  // The dashboard counts it and Live Activity reports it.
  await page.goto('/dashboard');
  await expect(
    page.getByRole('region', { name: 'Weekly Bookings' }).getByText('1', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('New booking', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Next appointments today' })).toContainText('Jordan Miles');
  // Clicking an unread item marks it read, and that is stored.
  await page.getByRole('button', { name: /New booking\s*\(unread\)/ }).click();
  await expect(page.getByRole('button', { name: /New booking\s*\(unread\)/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('New booking', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /New booking\s*\(unread\)/ })).toHaveCount(0);

  // The clients page lists the client with the booking; search finds them.
  await page.goto('/clients');
  await expect(page.getByRole('heading', { name: 'Jordan Miles' })).toBeVisible(FIRST_RENDER);
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('nobody-like-this');
  await expect(page.getByRole('heading', { name: 'No clients match your search' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('jordan');
  await expect(page.getByRole('heading', { name: 'Jordan Miles' })).toBeVisible();
  await page.getByRole('button', { name: 'View Jordan Miles' }).click();
  const detail = page.getByRole('dialog', { name: 'Jordan Miles' });
  await detail.getByRole('tab', { name: /History/ }).click();
  await expect(detail.getByRole('list', { name: /Booking history/ })).toContainText(business.serviceName);

  // Analytics for the last 30 days includes it.
  await page.goto('/analytics?period=30d');
  await expect(
    page.getByRole('region', { name: 'Bookings', exact: true }).getByText('1', { exact: true }).first(),
  ).toBeVisible(FIRST_RENDER);
});
