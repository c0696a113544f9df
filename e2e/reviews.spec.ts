// Reviews end to end. A customer whose visit the owner marked completed reviews it from their dashboard (on a
// phone) and the booking page shows it with the new average, where there was no rating before. The owner's Reviews view (/reviews): an honest empty
// state for a new owner; the demo owner reaches it from the dashboard's Satisfaction figure, replies to one review
// and hides another, and the public booking page follows at once (the reply under its review, the hidden one gone
// from the list and the average). Axe finds nothing serious.
import { signInClientByCode } from './client-sign-in.ts';
import {
  test as base,
  createOpenBusiness,
  DEMO,
  DEMO_OWNER,
  expect,
  login,
  openHydrated,
  seriousA11yViolations,
  test,
} from './fixtures.ts';
import { bookStartedVisit } from './started-visit.ts';

// Each test on its own: the minute the first one waits for its visit to start is spent on others' tests, and
// only the demo's two take the DEMO lock.
test.describe.configure({ mode: 'parallel' });

const FIRST_RENDER = { timeout: 30_000 };
const HIDDEN_COMMENT = 'Great cut; a short wait on a busy Saturday.';
const ANSWERED_COMMENT = 'The hot towel shave is worth every cent.';
const REPLY = `Thank you! See you at your next shave (${Date.now().toString(36)}).`;

test('a customer reviews a completed visit from their dashboard; the booking page shows it with the new average', async ({
  page,
  owner,
  browser,
}) => {
  test.setTimeout(180_000);
  const business = await createOpenBusiness(page, owner);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customer = await phone.newPage();
  // No reviews yet: no made-up rating.
  await customer.goto(`/book/${business.slug}`);
  await expect(customer.getByRole('banner')).toContainText('No reviews yet', FIRST_RENDER);
  await expect(customer.getByRole('banner')).not.toContainText('5.0');
  // Booked as the public page books, then completed by the owner once the visit has started.
  const id = await bookStartedVisit(page.request, customer.request, business, {
    firstName: 'Robin',
    lastName: 'Ashworth',
    phone: '(555) 301-7788',
  });
  const completed = await page.request.patch(`/api/bookings/${id}`, { data: { status: 'completed' } });
  expect(completed.status(), await completed.text()).toBe(200);

  await signInClientByCode(customer, page.request, business.slug, { phone: '(555) 301-7788' });
  await openHydrated(customer, `/client/${business.slug}/reviews`);
  await expect(customer.getByText('Hi, Robin')).toBeVisible(FIRST_RENDER);
  await expect(customer.getByRole('heading', { name: 'Waiting for your review' })).toBeVisible(FIRST_RENDER);
  await customer.getByRole('button', { name: 'Leave a review' }).click();
  const dialog = customer.getByRole('dialog', { name: 'Review your visit' });
  await dialog.getByRole('radio', { name: '5 stars' }).check();
  await dialog.getByLabel('Comment (optional)').fill('Best cut I have had in years.');
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(customer.getByText('Thank you for your review!', { exact: true })).toBeVisible();
  await expect(customer.getByRole('heading', { name: 'Waiting for your review' })).toHaveCount(0);

  await customer.goto(`/book/${business.slug}`);
  const hero = customer.getByRole('banner');
  await expect(hero).toContainText('5.0', FIRST_RENDER);
  await expect(hero).toContainText('1 review');
  const list = customer.getByRole('region', { name: 'Reviews' });
  await expect(list.getByText('Best cut I have had in years.')).toBeVisible();
  await expect(list.getByText('Robin A.')).toBeVisible();
  await expect(list.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await phone.close();

  // The owner was told, and sees it in the Reviews view.
  await page.goto('/reviews');
  await expect(page.getByRole('article').filter({ hasText: 'Best cut I have had in years.' })).toBeVisible(
    FIRST_RENDER,
  );
  const notifications = await page.request.get('/api/notifications');
  expect(((await notifications.json()) as Array<{ title: string }>).map((n) => n.title)).toContain(
    'New review',
  );
});

test('a new owner sees that there are no reviews yet', async ({ page, owner }) => {
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { name: 'Create your business first' })).toBeVisible(FIRST_RENDER);
  await createOpenBusiness(page, owner);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible(FIRST_RENDER);
  await expect(page.getByRole('heading', { name: 'No reviews yet' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

/** 'Jan 5, 2026': the date of an instant in `timeZone`. */
const dateIn = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(instant),
  );

/** A fixed-offset zone where `instant` falls on another date than in `timeZone`. */
function zoneWithAnotherDate(instant: string, timeZone: string): string {
  for (let hours = -12; hours <= 14; hours += 1) {
    // Etc/GMT zones have inverted signs: Etc/GMT-7 is UTC+7.
    const zone = hours === 0 ? 'Etc/UTC' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
    if (dateIn(instant, zone) !== dateIn(instant, timeZone)) return zone;
  }
  throw new Error(`No zone where ${instant} is not on ${dateIn(instant, timeZone)}`);
}

base(
  "the owner's Reviews page dates reviews in the business's time zone, whatever the browser's",
  DEMO,
  async ({ browser }) => {
    // The demo's reviews, read as its owner: the newest one's instant and the business's zone.
    const signIn = await browser.newContext();
    const api = signIn.request;
    const signedIn = await api.post('/api/auth/login', { data: DEMO_OWNER });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const { timezone } = (await (await api.get('/api/businesses/me')).json()) as { timezone: string };
    const { reviews } = (await (await api.get('/api/reviews?page=1')).json()) as {
      reviews: Array<{ createdAt: string; comment: string }>;
    };
    const [review] = reviews;
    if (!review) throw new Error('The demo has no reviews');

    // A browser in a zone where that instant is on another day.
    const abroad = await browser.newContext({
      timezoneId: zoneWithAnotherDate(review.createdAt, timezone),
      storageState: await signIn.storageState(),
    });
    await signIn.close();
    const page = await abroad.newPage();
    await page.goto('/reviews');
    const card = page.getByRole('article').filter({ hasText: review.comment });
    await expect(card.locator('time')).toHaveText(dateIn(review.createdAt, timezone), FIRST_RENDER);
    await abroad.close();
  },
);

base(
  'the demo owner replies to a review and hides another; the booking page follows',
  DEMO,
  async ({ page, browser }) => {
    base.setTimeout(180_000);
    await login(page, DEMO_OWNER);
    await page.goto('/dashboard');
    const satisfaction = page.getByRole('region', { name: 'Satisfaction' });
    await satisfaction.getByRole('link', { name: '4 reviews' }).click(FIRST_RENDER);
    await expect(page).toHaveURL(/\/reviews$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible(FIRST_RENDER);
    await expect(page.getByText('4.8 out of 5 from 4 reviews')).toBeVisible();

    const answered = page.getByRole('article').filter({ hasText: ANSWERED_COMMENT });
    await answered.getByRole('button', { name: 'Reply' }).click();
    await answered.getByLabel(/^Your reply to /).fill(REPLY);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await answered.getByRole('button', { name: 'Publish reply' }).click();
    // Exact: a toast's text is also in its screen-reader announcement.
    await expect(page.getByText('Reply published', { exact: true })).toBeVisible();
    await expect(answered.getByText(REPLY)).toBeVisible();
    await expect(answered.getByRole('button', { name: 'Edit reply' })).toBeVisible();

    const hidden = page.getByRole('article').filter({ hasText: HIDDEN_COMMENT });
    await hidden.getByRole('button', { name: /^Hide/ }).click();
    await expect(hidden.getByText('Hidden', { exact: true })).toBeVisible();
    await expect(hidden.getByRole('button', { name: /^Unhide/ })).toBeVisible();
    await expect(page.getByText('5.0 out of 5 from 3 reviews · 1 hidden')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A customer's fresh visit to the booking page: the new figures and the reply, without the hidden review.
    const customer = await browser.newPage();
    await customer.goto('/book/demo');
    const hero = customer.getByRole('banner');
    await expect(hero).toContainText('5.0', FIRST_RENDER);
    await expect(hero).toContainText('3 reviews');
    const list = customer.getByRole('region', { name: 'Reviews' });
    await expect(list.getByText(ANSWERED_COMMENT)).toBeVisible();
    await expect(list.getByText(REPLY)).toBeVisible();
    await expect(list.getByText(HIDDEN_COMMENT)).toHaveCount(0);
    await customer.close();

    // Shown again and the reply removed: the demo business as the other tests expect it.
    await hidden.getByRole('button', { name: /^Unhide/ }).click();
    await expect(hidden.getByText('Hidden', { exact: true })).toHaveCount(0);
    await answered.getByRole('button', { name: 'Remove reply' }).click();
    await expect(answered.getByText(REPLY)).toHaveCount(0);
    await expect(page.getByText('4.8 out of 5 from 4 reviews')).toBeVisible();
  },
);
