// The mobile app at /pwa in the app's language (issue 28, docs/decisions/044): in the owner's Arabic it reads right to
// left at 390 px without horizontal overflow; in the pseudo-locale no English is left on the start-up screen, the
// trial offer, the dashboard's four tabs, nor on the sign-in form and its messages for a visitor signed out.
import pseudo from '../src/client/lib/app-i18n/locales/pwa/en-XA.ts';
import { businessWithBooking, chooseLanguage, latinLeft, ownersData } from './app-language.ts';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('the mobile app speaks the owner’s language: Arabic right to left, no English left in the pseudo-locale', async ({
  page,
  owner,
}) => {
  const business = await businessWithBooking(page, owner);
  const data = [...(await ownersData(page, owner, business)), 'Lena Vogel', `/book/${business.slug}`];
  // The start-up screen shows for the spec's 3 s each time the flow opens: the test's clock runs them at once.
  await page.clock.install();
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  await chooseLanguage(page, owner, 'ar');
  await page.goto('/pwa');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.clock.runFor(3000);
  const free = page.getByRole('button', { name: 'المتابعة بحساب مجاني' });
  await expect(free).toBeVisible();
  expect(await overflow()).toBe(0);
  await free.click();
  await expect(page.getByRole('tab', { name: 'نظرة عامة' })).toBeVisible();
  await expect(page.getByText('Lena Vogel')).toBeVisible();
  // Radix's tabs read the direction from the app's provider: nothing inside turns left to right.
  await expect(page.locator('main [dir="ltr"]')).toHaveCount(0);
  expect(await overflow()).toBe(0);

  await page.goto('/pwa?lang=en-XA');
  await expect(page.getByRole('status')).toBeVisible();
  expect(await latinLeft(page.locator('main'), data)).toEqual([]);
  await page.clock.runFor(3000);
  const pseudoFree = page.getByRole('button', { name: pseudo['trial.free'] });
  await expect(pseudoFree).toBeVisible();
  expect(await latinLeft(page.locator('main'), data)).toEqual([]);
  await pseudoFree.click();
  await expect(page.getByText('Lena Vogel')).toBeVisible();
  expect(await latinLeft(page.locator('main'), data)).toEqual([]);
  for (const tab of ['tab.schedule', 'tab.clients', 'tab.settings'] as const) {
    await page.getByRole('tab', { name: pseudo[tab] }).click();
    await expect(page.getByRole('tabpanel', { name: pseudo[tab] })).toBeVisible();
    expect(await latinLeft(page.locator('main'), data)).toEqual([]);
  }

  // Signed out, the flow starts with its sign-in form, in the language the address asks for.
  await page.context().clearCookies();
  await page.goto('/pwa?lang=en-XA');
  await expect(page.getByRole('status')).toBeVisible();
  await page.clock.runFor(3000);
  const form = page.locator('form');
  await expect(form).toBeVisible();
  await form.getByRole('button').last().click();
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(2);
  expect(await latinLeft(page.locator('main'), data)).toEqual([]);
});
