// The owner's Clients page in the app's language (issue 28, docs/decisions/041): in the pseudo-locale no English is
// left on the list, nor in a client's details, their booking history and the contact form.
import { businessWithBooking, latinLeft, ownersData } from './app-language.ts';
import { expect, test } from './fixtures.ts';

test('the pseudo-locale leaves no hard-coded English on the Clients page and in a client’s details', async ({
  page,
  owner,
}) => {
  const business = await businessWithBooking(page, owner);
  const data = [...(await ownersData(page, owner, business)), 'Lena Vogel'];

  await page.goto('/clients?lang=en-XA');
  await expect(page.getByRole('heading', { name: 'Lena Vogel' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  expect(await latinLeft(page.locator('body'), data)).toEqual([]);

  // The card's buttons named after the client: Book, then View.
  await page
    .getByRole('button', { name: /Lena Vogel/ })
    .last()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Lena Vogel' });
  const tabs = dialog.getByRole('tab');
  await expect(tabs).toHaveCount(3);
  expect(await latinLeft(dialog, data)).toEqual([]);
  for (const tab of [1, 2]) {
    await tabs.nth(tab).click();
    await expect(dialog.getByRole('tabpanel')).toBeVisible();
    expect(await latinLeft(dialog, data)).toEqual([]);
  }
});
