// The public pages beyond the landing page's first screen in the visitor's language (issue 28, docs/decisions/042):
// in the pseudo-locale, /pricing (both billing periods, every FAQ answer open), /features and the landing page's testimonials,
// FAQ and portfolio dialog leave no hard-coded English; in Arabic on a phone, /pricing reads right to left without overflowing.
import type { Page } from '@playwright/test';
import { latinLeft } from './app-language.ts';
import { expect, openHydrated, test } from './fixtures.ts';

/** Names, not text to translate: the product's, the switcher's languages, the testimonials' places. */
const NAMES = [
  'Bookwell',
  'English',
  'Español',
  'Français',
  'Deutsch',
  'Português (Brasil)',
  'Austin, TX',
  'Portland, OR',
  'Denver, CO',
  'Toronto, ON',
  'Chicago, IL',
  'Miami, FL',
];

/** Every FAQ answer shown at once (the accordion otherwise keeps one open). */
const openEveryAnswer = (page: Page) =>
  page.locator('details').evaluateAll((all) => {
    for (const details of all as HTMLDetailsElement[]) {
      details.removeAttribute('name');
      details.open = true;
    }
  });

test('the pseudo-locale leaves no hard-coded English on /pricing, /features and the landing FAQ, testimonials and portfolio', async ({
  page,
}) => {
  await openHydrated(page, '/pricing?lang=en-XA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await openEveryAnswer(page);
  expect(await latinLeft(page.locator('body'), NAMES)).toEqual([]);
  await page.locator('label:has(input[value="annual"])').click();
  await expect(page.getByTestId('plan-price')).toContainText('50');
  expect(await latinLeft(page.locator('body'), NAMES)).toEqual([]);

  await openHydrated(page, '/features?lang=en-XA');
  await expect(page.locator('[data-href^="/features/"]')).toHaveCount(26);
  expect(await latinLeft(page.locator('body'), NAMES)).toEqual([]);

  await openHydrated(page, '/?lang=en-XA');
  const sections = page.locator('[aria-labelledby="testimonials-heading"], [aria-labelledby="faq-heading"]');
  await expect(sections).toHaveCount(2);
  await openEveryAnswer(page);
  for (const section of await sections.all()) expect(await latinLeft(section, NAMES)).toEqual([]);

  // The portfolio dialog, opened from the website section (its live frame is the booking page's own test).
  await page.locator('[aria-labelledby="website-heading"] button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('li[class*="overflow-hidden"]')).toHaveCount(6);
  expect(await latinLeft(dialog, NAMES)).toEqual([]);
});

test.describe('an Arabic phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("gets the server's Arabic /pricing, right to left and without horizontal overflow", async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    });
    page.on('pageerror', (error) => messages.push(error.message));
    const html = await (await page.request.get('/pricing?lang=ar')).text();
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(html).toContain('<link rel="alternate" hreflang="es" href="/pricing?lang=es" />');
    await openHydrated(page, '/pricing?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'أسعار بسيطة. كل شيء مشمول.' })).toBeVisible();
    await page.locator('label:has(input[value="annual"])').click();
    await expect(page.getByTestId('plan-price')).toContainText('لكل مستخدم / سنة');
    await openEveryAnswer(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    // The server's Arabic document hydrated as it was: no mismatch, no warning.
    expect(messages).toEqual([]);
  });
});
