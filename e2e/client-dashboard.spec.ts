// The client dashboard end to end on a phone (390×844): a customer books on /book/{slug} and opens the manage link
// from the confirmation dialog: that booking's own page, where they reschedule and cancel it, with no sign-in.
// Then sign-in by code (the code read as the owner reads an undelivered one): the dashboard lists their bookings,
// they book another and cancel it; the owner's customisation flags take a tab and an action away; axe on each.
import { expect, type Locator, type Page, request } from '@playwright/test';
import { readSignInCode } from './client-sign-in.ts';
import { type Business, createOpenBusiness, openHydrated, seriousA11yViolations, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

const CUSTOMER = { name: 'Robin Ash', phone: '(555) 301-8822', email: 'robin.ash@example.com' };

/** Books the first free time (after `skip` free times) on the public page; returns the confirmation dialog. */
async function bookOnPublicPage(page: Page, business: Business, skip = 0): Promise<Locator> {
  await openHydrated(page, `/book/${business.slug}`);
  await page
    .getByRole('group', { name: 'Service' })
    .getByRole('radio', { name: business.serviceName })
    .check();
  const date = page.getByRole('group', { name: 'Date' }).getByRole('radio', { name: /^(?!.*fully booked)/ });
  await date.first().check();
  await page.getByRole('group', { name: /^Time/ }).getByRole('radio', { disabled: false }).nth(skip).check();
  await page.getByLabel('Full name').fill(CUSTOMER.name);
  await page.getByLabel('Phone number').fill(CUSTOMER.phone);
  await page.getByLabel('Email (optional)').fill(CUSTOMER.email);
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Booking Confirmed!' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The owner's business, where clients may cancel and reschedule up to the start (the default cut-off is 24 h). */
async function openBusinessWithoutCutoff(page: Page, owner: Parameters<typeof createOpenBusiness>[1]) {
  const business = await createOpenBusiness(page, owner);
  const rules = await page.request.put('/api/booking-rules', {
    data: {
      slotStepMinutes: 30,
      minNoticeMinutes: 0,
      bookingWindowDays: 60,
      bufferMinutes: 0,
      cancellationCutoffHours: 0,
    },
  });
  expect(rules.status(), await rules.text()).toBe(200);
  return business;
}

/** The booking cards of one tab panel. */
const cards = (page: Page, tab: 'Upcoming' | 'History') =>
  page.getByRole('tabpanel', { name: tab }).getByRole('article');

test('a customer manages one booking from its manage link: reschedule, cancel, book again; no sign-in', async ({
  page,
  owner,
}) => {
  const business = await openBusinessWithoutCutoff(page, owner);
  await page.context().clearCookies();

  // Signed out: the business's header and the sign-in by code.
  await page.goto(`/client/${business.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to manage your bookings' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A booking, then the manage link of its confirmation: that booking's own page, nobody signed in.
  const confirmation = await bookOnPublicPage(page, business);
  const manage = confirmation.getByRole('link', { name: 'Manage your booking' });
  await expect(manage).toHaveAttribute('href', new RegExp(`/client/${business.slug}/manage/m1\\.`));
  const link = (await manage.getAttribute('href'))!;
  await manage.click();
  await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  const booking = page.getByRole('article');
  await expect(booking).toHaveCount(1);
  await expect(booking).toContainText(business.serviceName);
  await expect(booking).toContainText('Confirmed');
  await expect(page.getByText('Hi, Robin')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  const before = (await booking.getByRole('paragraph').first().textContent()) ?? '';
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Reschedule to another free time with the booking page's own picker.
  await booking.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = page.getByRole('dialog', { name: `Reschedule ${business.serviceName}` });
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('group', { name: 'Date' })
    .getByRole('radio', { name: /^(?!.*fully booked)/ })
    .first()
    .check();
  await dialog.getByRole('group', { name: /^Time/ }).getByRole('radio', { disabled: false }).nth(2).check();
  await dialog.getByRole('button', { name: 'Confirm new time' }).click();
  await expect(page.getByText('Booking rescheduled', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(booking.getByRole('paragraph').first()).not.toHaveText(before);

  // Cancel it: the page shows it cancelled, with a way to book again.
  await booking.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await confirm.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Booking cancelled', { exact: true })).toBeVisible();
  await expect(booking).toContainText('Cancelled');
  await expect(page.getByText('This booking was cancelled.', { exact: false })).toBeVisible();

  // The link works again (a second click in the email), showing the booking as it is now.
  await openHydrated(page, new URL(link).pathname);
  await expect(page.getByRole('article')).toContainText('Cancelled');
  await expect(page.getByRole('link', { name: /^Book again/ })).toHaveAttribute(
    'href',
    new RegExp(`/book/${business.slug}\\?service=`),
  );
  // It opened no session: the dashboard still asks to sign in.
  await page.getByRole('link', { name: 'Sign in to see all your bookings' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to manage your bookings' })).toBeVisible();
});

test('a client signs in by code: a wrong code gets the server’s message, the right one opens the dashboard', async ({
  page,
  owner,
  baseURL,
}) => {
  const business = await openBusinessWithoutCutoff(page, owner);
  const ownerApi = await request.newContext({ baseURL, storageState: await page.context().storageState() });
  await page.context().clearCookies();
  await bookOnPublicPage(page, business);

  await openHydrated(page, `/client/${business.slug}`);
  await page.getByLabel('Email address').fill(CUSTOMER.email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If we know you' })).toBeVisible();

  // No email provider in the tests: the owner's Messages view shows the undelivered code to pass on.
  const code = await readSignInCode(ownerApi);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('6-digit code').fill(wrong);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('That code is not right or has expired', { exact: false })).toBeVisible();
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Hi, Robin')).toBeVisible();
  await expect(cards(page, 'Upcoming')).toHaveCount(1);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Book another from the dashboard, come back (still signed in) and cancel it.
  await page.getByRole('link', { name: 'Book an appointment' }).click();
  await expect(page).toHaveURL(new RegExp(`/book/${business.slug}`));
  await (await bookOnPublicPage(page, business, 5)).getByRole('button', { name: 'Done' }).click();
  await openHydrated(page, `/client/${business.slug}`);
  await expect(cards(page, 'Upcoming')).toHaveCount(2);
  await cards(page, 'Upcoming').nth(1).getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await confirm.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Booking cancelled', { exact: true })).toBeVisible();
  await expect(cards(page, 'Upcoming')).toHaveCount(1);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(cards(page, 'History')).toHaveCount(1);
  await expect(cards(page, 'History').first()).toContainText('Cancelled');

  // The owner turns sections and actions off: they leave the client's dashboard.
  const saved = await ownerApi.post('/api/client-customization', {
    data: { showServices: false, enableCancelBooking: false, showNotifications: false },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await ownerApi.dispose();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Upcoming' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Upcoming', 'History', 'Reviews']);
  await expect(cards(page, 'Upcoming').first().getByRole('button', { name: 'Reschedule' })).toBeVisible();
  await expect(cards(page, 'Upcoming').first().getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Alerts/ })).toHaveCount(0);

  // Signing out brings back the sign-in.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to manage your bookings' })).toBeVisible();
});
