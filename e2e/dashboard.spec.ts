// Owner dashboard, clients and analytics from real data: a new owner sees honest empty states (no made-up
// figures anywhere), then a booking made on the public booking page shows up on all three screens. Axe finds
// nothing serious.
import type { Page } from '@playwright/test';
import {
  type Business,
  test as base,
  bookToday,
  createOpenBusiness,
  expect,
  localToday,
  openHydrated,
  seriousA11yViolations,
} from './fixtures.ts';

/** `business`: the signed-in new owner's business, open around the clock where it is morning. */
const test = base.extend<{ business: Business }>({
  business: async ({ page, owner }, use) => {
    await use(await createOpenBusiness(page, owner));
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
  await openHydrated(customer, `/book/${business.slug}`);
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

  // Dashboard: real zeros, no rating without reviews, empty schedule and activity.
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
  await expect(satisfaction.getByText('No reviews yet')).toBeVisible();
  await expect(satisfaction.getByText('No rating yet')).toBeAttached();
  await expect(satisfaction).not.toContainText('5.0');
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

test("a customer's booking for today reaches the open dashboard live: schedule, figures and activity", async ({
  page,
  business,
  browser,
  baseURL,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByText('No appointments today')).toBeVisible(FIRST_RENDER);
  const weekly = page.getByRole('region', { name: 'Weekly Bookings' });
  await expect(weekly.getByText('0', { exact: true })).toBeVisible();

  // A customer books later today on the public booking page's API, in a browser of their own.
  const customer = await browser.newContext({ baseURL });
  const booked = await customer.request.post('/api/bookings', {
    data: {
      businessSlug: business.slug,
      serviceId: business.serviceId,
      appointmentDate: `${localToday(business.timeZone)}T16:00:00`,
      clientData: { firstName: 'Jordan', lastName: 'Miles', phone: '+1 202 555 0177' },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await customer.close();

  // No reload: every card that depends on bookings follows the live stream.
  await expect(page.getByRole('list', { name: 'Next appointments today' })).toContainText('Jordan Miles');
  await expect(page.getByText('No appointments today')).toHaveCount(0);
  await expect(weekly.getByText('1', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /New booking\s*\(unread\)/ })).toBeVisible();
});

test.describe('calendar', () => {
  test('back-to-back bookings share one lane at full width', async ({ page, business }) => {
    // 11:30–12:30 then 12:30–13:30: grid fractions that do not add up exactly in floating point.
    await bookToday(page, business, {
      time: '11:30',
      firstName: 'Ada',
      lastName: 'Early',
      phone: '+1 202 555 0141',
    });
    await bookToday(page, business, {
      time: '12:30',
      firstName: 'Ben',
      lastName: 'Later',
      phone: '+1 202 555 0142',
    });
    await page.goto('/calendar?view=day');
    const first = page.getByRole('button', { name: /Ada Early/ });
    const second = page.getByRole('button', { name: /Ben Later/ });
    await expect(first).toBeVisible(FIRST_RENDER);
    await expect(second).toBeVisible();
    const laneArea = await first.evaluate((el) => el.parentElement?.getBoundingClientRect().width ?? 0);
    for (const block of [first, second]) {
      const box = await block.boundingBox();
      // One lane: the whole booking area less the 2 px gap on each side.
      expect(box?.width).toBeGreaterThan(laneArea - 8);
    }
  });

  test('Escape closes the details of a booking just cancelled, with focus kept in the dialog', async ({
    page,
    business,
  }) => {
    await bookToday(page, business, {
      time: '14:00',
      firstName: 'Cara',
      lastName: 'Stone',
      phone: '+1 202 555 0143',
    });
    await page.goto('/calendar?view=day');
    await page.getByRole('button', { name: /Cara Stone/ }).click(FIRST_RENDER);
    const details = page.getByRole('dialog', { name: 'Cara Stone' });
    await details.getByRole('button', { name: 'Cancel', exact: true }).click();
    await details.getByLabel('Reason (optional)').fill('Client called to cancel');
    await details.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(details.getByText('Cancelled: Client called to cancel')).toBeVisible();
    // The confirmation toast is on screen, yet Escape still reaches the dialog, where focus stayed.
    const toast = page.locator('ol > li', { hasText: 'The booking is cancelled.' });
    await expect(toast).toBeVisible();
    expect(await details.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(page.getByRole('button', { name: /Cara Stone.*Cancelled/ })).toBeVisible();
  });
});
