// The client dashboard rendered on the server (docs/decisions/016): it arrives with the business's header and the
// sign-in by code before any script runs, and its script takes over from the data in the document — no second
// read of it, no console message — for a signed-out visitor and for a signed-in client alike. What a visitor does
// in a server-rendered page before its scripts run (they start after the first paint) is kept.
import { expect, type Page, request } from '@playwright/test';
import { signInClientByCode } from './client-sign-in.ts';
import { createOpenBusiness, localToday, test } from './fixtures.ts';

const SIGN_IN = { name: 'Sign in to manage your bookings' };

/** The reads the server-rendered page already holds (business, customisation, reviews, who is signed in). */
const EMBEDDED_READ = /^\/api\/(?:businesses\/[\w-]+(?:\/(?:client-customization|reviews))?|client\/me)$/;

/** Records console errors and warnings, page errors and the embedded reads the page makes once it runs. */
function watch(page: Page) {
  const messages: string[] = [];
  const reads: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (EMBEDDED_READ.test(path)) reads.push(path);
  });
  return { messages, reads };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/client/demo arrives with its heading and the sign-in by code', async ({ page }) => {
    const response = await page.goto('/client/demo');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Sharp & Co. Barbers' })).toBeVisible();
    await expect(page).toHaveTitle('Sharp & Co. Barbers · My bookings');
    await expect(page.getByRole('heading', SIGN_IN)).toBeVisible();
    await expect(page.getByLabel('Email address')).toBeVisible();
  });

  test('an unknown slug is a 404 page', async ({ page }) => {
    const response = await page.goto('/client/no-such-business');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Business not found' })).toBeVisible();
  });
});

test('/client/demo takes over without a console message or a second read, then signs in by code', async ({
  page,
}) => {
  const { messages, reads } = watch(page);
  await page.goto('/client/demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Sharp & Co. Barbers' })).toBeVisible();
  // The scripts start once the page has painted; then the form is React's (the server's markup alone would load
  // the page again).
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email address').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If we know you' })).toBeVisible();
  expect(reads).toEqual([]);
  expect(messages).toEqual([]);
});

/** Holds the page's scripts back until `release` is called: the server's page is used before it hydrates. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('what a visitor chose and typed before the scripts ran is kept once the page takes over', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/client/demo', { waitUntil: 'domcontentloaded' });
  await page.getByRole('radio', { name: 'Phone' }).check();
  await page.getByLabel('Email address').fill('(555) 010-9999');
  release();
  await page.waitForLoadState('networkidle');
  await expect(page.getByLabel('Phone number')).toHaveValue('(555) 010-9999');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If we know you' })).toBeVisible();
});

test('on /book/demo a service picked before the scripts ran opens step 2 once they run', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/book/demo', { waitUntil: 'domcontentloaded' });
  await page.getByRole('group', { name: 'Service' }).getByRole('radio').first().check();
  release();
  await expect(page.getByLabel('Staff')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Service' }).getByRole('radio').first()).toBeChecked();
});

test('a signed-in client gets their dashboard from the server, and the page takes over without a message', async ({
  page,
  owner,
  baseURL,
}) => {
  const business = await createOpenBusiness(page, owner);
  const ownerApi = await request.newContext({ baseURL, storageState: await page.context().storageState() });
  await page.context().clearCookies();
  const booked = await page.request.post('/api/bookings', {
    data: {
      businessSlug: business.slug,
      serviceId: business.serviceId,
      appointmentDate: `${localToday(business.timeZone)}T16:00:00`,
      clientData: {
        firstName: 'Robin',
        lastName: 'Ash',
        phone: '(555) 301-8822',
        email: 'robin@example.com',
      },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await signInClientByCode(page, ownerApi, business.slug, { email: 'robin@example.com' });
  await ownerApi.dispose();

  const { messages, reads } = watch(page);
  const response = await page.goto(`/client/${business.slug}/bookings`);
  // Already in the document: the client's own page, never a shared copy.
  expect(await response?.text()).toMatch(/Hi, (?:<!-- -->)?Robin/);
  expect(response?.headers()['cache-control']).toBe('private, no-cache');
  await expect(page.getByRole('heading', SIGN_IN)).toHaveCount(0);
  await expect(page.getByText('Hi, Robin')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: business.serviceName })).toBeVisible();
  // Moving between sections stays in the page.
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(new RegExp(`/client/${business.slug}$`));
  await expect(page.getByRole('tab', { name: 'Upcoming', selected: true })).toBeVisible();
  expect(reads).toEqual([]);
  expect(messages).toEqual([]);
});
