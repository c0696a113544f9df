// The owner's Services page in the app's language (issue 28, docs/decisions/041): the pseudo-locale finds no English
// left on the page (a service's card, the resources) nor in the form for a new service (its image picker too); in
// German the card's price and minutes are German.
import pseudo from '../src/client/lib/app-i18n/locales/services/en-XA.ts';
import { chooseLanguage, latinLeft, ownersData } from './app-language.ts';
import { createOpenBusiness, expect, test } from './fixtures.ts';

test('the Services page and its form leave no hard-coded English, and speak German in German', async ({
  page,
  owner,
}) => {
  const business = await createOpenBusiness(page, owner);
  const data = await ownersData(page, owner, business);

  await page.goto('/services?lang=en-XA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: business.serviceName }) });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(pseudo['resources.empty'])).toBeVisible();
  expect(await latinLeft(page.locator('body'), data)).toEqual([]);

  await page.getByRole('button', { name: pseudo['service.add'] }).click();
  const dialog = page.getByRole('dialog', { name: pseudo['service.add'] });
  // The deposit's part shows once the server said whether Stripe is configured: its choice, or the note instead.
  await expect(dialog.locator('#service-deposit-label, [role="note"]')).toBeVisible();
  expect(await latinLeft(dialog, data)).toEqual([]);

  await chooseLanguage(page, owner, 'de');
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Leistungen' })).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText('45,00 $');
  await expect(card).toContainText('60 Min.');
});
