// The owner's Reviews view (/reviews): an honest empty state for a new owner; the demo owner reaches it from the
// dashboard's Satisfaction figure, replies to one review and hides another, and the public booking page follows at
// once (the reply under its review, the hidden one gone from the list and the average). Axe finds nothing serious.
import { test as base, createOpenBusiness, expect, login, seriousA11yViolations, test } from './fixtures.ts';

const DEMO_OWNER = { email: 'owner@demo.bookwell.app', password: 'demo1234' };
const FIRST_RENDER = { timeout: 30_000 };
const HIDDEN_COMMENT = 'Great cut; a short wait on a busy Saturday.';
const ANSWERED_COMMENT = 'The hot towel shave is worth every cent.';
const REPLY = `Thank you! See you at your next shave (${Date.now().toString(36)}).`;

test('a new owner sees that there are no reviews yet', async ({ page, owner }) => {
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { name: 'Create your business first' })).toBeVisible(FIRST_RENDER);
  await createOpenBusiness(page, owner);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible(FIRST_RENDER);
  await expect(page.getByRole('heading', { name: 'No reviews yet' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

base(
  'the demo owner replies to a review and hides another; the booking page follows',
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
