// Help & Support in the browser: the answers can be searched and lead to their screen; the form sends and confirms.
import { expect, seriousA11yViolations, signUpViaApi, test } from './fixtures.ts';

test('an owner finds an answer and sends a question, which is confirmed', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/support');
  await expect(page.getByRole('heading', { name: 'Help & Support', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the answers' }).fill('refund');
  await expect(page.getByText('How do I record a payment or a refund?')).toBeVisible();
  await expect(page.getByText('How do I export my data?')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open payments' })).toHaveAttribute('href', '/payments');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Enter a subject')).toBeVisible();

  await page.getByLabel('Subject').fill('Deposit refunds');
  await page.getByLabel('Your question').fill('How do I refund only the deposit of a booking?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent' }).first()).toBeVisible();
  await expect(
    page.getByText("Thanks, we've received your message and will reply by email.").first(),
  ).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Deposit refunds' })).toContainText('open');
});

test('a signed-out visitor reads the answers in the language chosen on the public pages', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'bookwell-lang', value: 'de', url: baseURL ?? '' }]);
  await page.goto('/support');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Hilfe & Support', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Support kontaktieren' })).toBeVisible();
});
