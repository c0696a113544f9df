// The colour generator in the visitor's language (issue 28): a German browser gets the server's German document,
// which hydrates without a console message; on a phone (390×844) the footer's switcher turns the page to Arabic,
// right to left, without horizontal overflow and with nothing serious for axe, a palette included, and the next visit
// starts in Arabic. A run in the pseudo-locale, through a generated palette, finds any text no catalog holds.
import type { Page } from '@playwright/test';
import { consoleMessages, horizontalOverflow, latinLeft } from './app-language.ts';
import { expect, openHydrated, seriousA11yViolations, test } from './fixtures.ts';

/** Names, not text to translate: the product's and the switcher's languages. */
const NAMES = ['Bookwell', 'English', 'Español', 'Français', 'Deutsch', 'Português (Brasil)'];

/** Asks for a palette and waits for its six swatches; returns their hex codes (data, not words). */
async function generate(page: Page): Promise<string[]> {
  await page.locator('form button[type="submit"]').click();
  const swatches = page.locator('[data-testid^="swatch-"]');
  await expect(swatches).toHaveCount(6);
  return swatches.locator('p.font-mono').allTextContents();
}

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' } });

  test("gets the server's German page, which takes over without a console message", async ({ page }) => {
    const html = await (await page.request.get('/color-generator')).text();
    expect(html).toMatch(/<html lang="de" dir="ltr">/);
    expect(html).toContain('Farbpaletten-Generator');
    expect(html).toContain('<link rel="alternate" hreflang="ar" href="/color-generator?lang=ar" />');

    const messages = consoleMessages(page);
    await openHydrated(page, '/color-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Farbpaletten-Generator' })).toBeVisible();
    await expect(page.getByLabel('Sprache')).toHaveValue('de');
    await page.getByLabel('Branche').selectOption('spa');
    await page.getByRole('button', { name: 'Palette erstellen' }).click();
    await expect(page.getByText('Palette erstellt!', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Als CSS exportieren' })).toBeVisible();
    expect(messages).toEqual([]);
  });
});

test('the pseudo-locale leaves no hard-coded English on the colour generator, a palette included', async ({
  page,
}) => {
  await openHydrated(page, '/color-generator?lang=en-XA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  expect(await latinLeft(page.locator('body'), NAMES)).toEqual([]);
  const hexes = await generate(page);
  await expect(page.locator('[data-palette-preview]')).toBeVisible();
  expect(await latinLeft(page.locator('body'), [...NAMES, ...hexes])).toEqual([]);
  // An invalid colour's message too.
  await page.locator('input.font-mono').fill('#12');
  await expect(page.locator('#palette-base-color-error')).toBeVisible();
  expect(await latinLeft(page.locator('main'), [...NAMES, ...hexes])).toEqual([]);
});

test.describe('an Arabic phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the switcher turns the page to Arabic, right to left, and the next visit starts in it', async ({
    page,
  }) => {
    await openHydrated(page, '/color-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Color Palette Generator' })).toBeVisible();
    await page.getByLabel('Language').selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'مولّد لوحات الألوان' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // With a palette (its preview's sample text is in the palette's own muted colour, the visitor's choice: axe is
    // asked about the swatches).
    await generate(page);
    await expect(page.getByRole('button', { name: 'تصدير بصيغة CSS' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page, '[data-testid^="swatch-"]')).toEqual([]);

    // Remembered: the server sends the Arabic document at the next visit.
    const html = await (await page.request.get('/color-generator')).text();
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    await openHydrated(page, '/color-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'مولّد لوحات الألوان' })).toBeVisible();
    await expect(page.getByLabel('اللغة')).toHaveValue('ar');
  });
});
