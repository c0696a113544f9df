// The landing page in other languages (issue 28, docs/decisions/042): a Spanish browser gets the server's Spanish
// document, which hydrates without a console message; on a phone (390×844) the footer's switcher turns the page to
// Arabic, right to left, without horizontal overflow, with nothing serious for axe and a carousel that still turns,
// and the next visit starts in Arabic. A run in the pseudo-locale finds any visible text that no catalog holds.
import type { Page } from '@playwright/test';
import { consoleMessages, horizontalOverflow } from './app-language.ts';
import { expect, openHydrated, seriousA11yViolations, test } from './fixtures.ts';

test.describe.configure({ timeout: 60_000 });
// Without the carousel's timer, so each slide stays until a test turns it.
test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-ES', extraHTTPHeaders: { 'Accept-Language': 'es-ES,es;q=0.9' } });

  test("gets the server's Spanish page, which takes over without a console message", async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/<html lang="es" dir="ltr">/);
    expect(html).toContain('Que tus clientes reserven al instante.');
    expect(html).toContain('<link rel="alternate" hreflang="ar" href="/?lang=ar" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="/" />');

    const messages = consoleMessages(page);
    await openHydrated(page, '/');
    await expect(page).toHaveTitle(/^Bookwell: software de reservas online/);
    await expect(page.getByRole('heading', { level: 2, name: /Que tus clientes reserven/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeAttached();
    await expect(page.getByRole('link', { name: 'Ver todas las funciones' })).toBeVisible();
    // Figures the Spanish way.
    await expect(page.getByText('Negocios activos').locator('..')).toContainText(/10\.000\+/);
    await expect(page.getByLabel('Idioma')).toHaveValue('es');
    // The next slide, by its arrow: the carousel works once React has taken over.
    await page.getByRole('button', { name: 'Diapositiva siguiente' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Webs espectaculares/ })).toBeVisible();
    expect(messages).toEqual([]);
  });
});

test('the switcher turns the page to Arabic, right to left, and the next visit starts in it', async ({
  page,
}) => {
  await openHydrated(page, '/');
  await expect(page.getByRole('heading', { level: 2, name: /Let clients book instantly/ })).toBeVisible();
  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 2, name: /دع عملاءك يحجزون فورًا/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'استكشف جميع المزايا' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The carousel still turns, its arrows pointing the way the line reads.
  await page.getByRole('button', { name: 'الشريحة التالية' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /مواقع مذهلة/ })).toBeVisible();
  await page.getByRole('button', { name: 'الشريحة السابقة' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /دع عملاءك يحجزون فورًا/ })).toBeVisible();

  // Remembered: the server sends the Arabic document at the next visit.
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(/<html lang="ar" dir="rtl">/);
  const messages = consoleMessages(page);
  await openHydrated(page, '/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: /دع عملاءك يحجزون فورًا/ })).toBeVisible();
  await expect(page.getByLabel('اللغة')).toHaveValue('ar');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(messages).toEqual([]);
});

/**
 * The visible text of the page, node by node, outside the language switcher (each language in its own words) and
 * decoration hidden from assistive technology.
 */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, select, noscript, [aria-hidden="true"]')) continue;
      if (!parent.checkVisibility() || !node.textContent?.trim()) continue;
      texts.push(node.textContent.trim());
    }
    return texts;
  });
}

test.describe('the pseudo-locale', () => {
  // Wide enough for the hero's drawings and the whole navigation.
  test.use({ viewport: { width: 1280, height: 900 } });

  test('leaves no unextracted English on the landing page', async ({ page }) => {
    await openHydrated(page, '/?lang=en-XA');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    // The product's name, the phone drawing's made-up clients and the testimonials' places are names, not text to
    // translate.
    const names = ['Bookwell', 'Alex M.', 'Jordan P.', 'Sam R.', 'Austin, TX', 'Portland, OR', 'Denver, CO'];
    names.push('Toronto, ON', 'Chicago, IL', 'Miami, FL');
    const unextracted = async () =>
      (await visibleTexts(page)).filter((text) => {
        // The pseudo-locale formats prices the Arabic way: 'US$' is the currency's symbol there.
        const rest = names.reduce((left, name) => left.replaceAll(name, ''), text).replaceAll('US$', '');
        return /[A-Za-z]/.test(rest);
      });
    expect(await unextracted()).toEqual([]);
    // The second slide and its drawing too.
    await page.locator('[aria-roledescription="carousel"] button:has(.lucide-chevron-right)').click();
    await expect(page.locator('[data-active="true"]')).toHaveAttribute('aria-label', /^⟦2 /);
    expect(await unextracted()).toEqual([]);
  });
});
