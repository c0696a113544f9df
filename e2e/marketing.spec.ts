// The public site: landing carousel (timer, arrows, swipe), pricing toggle, the colour generator (generate, copy,
// export, invalid input), the shared navigation, and axe on the three public pages.
import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { generatePalette, paletteToCss } from '../src/shared/domain/palette.ts';
import { openHydrated, seriousA11yViolations, signUpViaApi } from './fixtures.ts';

// Cold first loads and the /pwa flow's fixed waits (3 s loading, 2 s trial) need more than the default.
test.describe.configure({ timeout: 60_000 });

const slide = (page: Page, n: 1 | 2) => page.getByTestId('hero-slides').locator(`[aria-label="${n} of 2"]`);

const HERO_HEADING = { level: 2, name: /Let clients book instantly/ } as const;

/**
 * Opens the landing page and waits until its controls work: the server's markup shows the hero before any script
 * runs; the carousel's buttons and timer start once React has hydrated it (React then keeps its fiber on the node).
 */
async function openLanding(page: Page) {
  await openHydrated(page, '/');
  await expect(page.getByRole('heading', HERO_HEADING)).toBeVisible();
}

async function expectActiveSlide(page: Page, n: 1 | 2) {
  await expect(slide(page, n)).toHaveAttribute('data-active', 'true');
  await expect(slide(page, n === 1 ? 2 : 1)).toHaveAttribute('data-active', 'false');
}

test.describe('the landing page before and after its script', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("the server's page already shows the hero, the navigation and the page's own title", async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', HERO_HEADING)).toBeVisible();
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(
        'Bookwell: online booking software for salons, spas, studios and clinics',
      );
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Pricing' }).first()).toHaveAttribute('href', '/pricing');
      await expect(nav.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute('href', '/auth');
      await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeAttached();
    });
  });

  test('takes over without a console error or warning, then works as before', async ({ page, baseURL }) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    });
    page.on('pageerror', (error) => messages.push(error.message));
    await openLanding(page);
    // The page painted before its scripts were asked for: they start after the first paint (docs/decisions/007).
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }));
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThan(timing.paint);
    // One canonical address, the page's own, and one description.
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);

    await page.getByRole('button', { name: 'Next slide' }).click();
    await expectActiveSlide(page, 2);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .first()
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Simple pricing. Everything included.' }),
    ).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/pricing`);
    expect(messages).toEqual([]);
  });

  test('a signed-in owner still gets the dashboard at /, not the landing page', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', HERO_HEADING)).toHaveCount(0);
  });
});

test.describe('/pricing and /color-generator are pre-rendered too', () => {
  const PAGES = [
    { path: '/pricing', heading: 'Simple pricing. Everything included.' },
    { path: '/color-generator', heading: 'Color Palette Generator' },
  ];

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    for (const { path, heading } of PAGES) {
      test(`${path} arrives with its heading`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path);
      });
    }
  });

  for (const { path, heading } of PAGES) {
    test(`${path} takes over without a console error or warning`, async ({ page }) => {
      const messages: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
      });
      page.on('pageerror', (error) => messages.push(error.message));
      await openHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(messages).toEqual([]);
    });
  }
});

test.describe('landing hero carousel', () => {
  test('advances on its own every 6000 ms', async ({ page }) => {
    await page.clock.install();
    await openLanding(page);
    await expectActiveSlide(page, 1);

    await page.clock.runFor(5000);
    await expectActiveSlide(page, 1);
    await page.clock.runFor(1100);
    await expectActiveSlide(page, 2);
    await expect(page.getByRole('button', { name: 'View Portfolio' })).toBeVisible();
    await expect(slide(page, 2).getByText(/150\+ websites delivered/)).toBeVisible();

    await page.clock.runFor(6000);
    await expectActiveSlide(page, 1);
  });

  test('does not rotate with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openLanding(page);
    await expectActiveSlide(page, 1);
    await page.clock.runFor(13_000);
    await expectActiveSlide(page, 1);
    await expect(page.getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);
  });

  test('previous and next arrows wrap around', async ({ page }) => {
    await openLanding(page);
    await expectActiveSlide(page, 1);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expectActiveSlide(page, 2);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expectActiveSlide(page, 1);
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expectActiveSlide(page, 2);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test('a swipe of at least 50 px changes the slide; a shorter one does not', async ({ page }) => {
      await openLanding(page);
      const region = page.getByRole('region', { name: 'Highlights' });
      const swipe = async (fromX: number, toX: number) => {
        await region.dispatchEvent('touchstart', {
          touches: [{ identifier: 1, clientX: fromX, clientY: 300 }],
          changedTouches: [{ identifier: 1, clientX: fromX, clientY: 300 }],
        });
        await region.dispatchEvent('touchend', {
          touches: [],
          changedTouches: [{ identifier: 1, clientX: toX, clientY: 305 }],
        });
      };
      await expectActiveSlide(page, 1);
      await swipe(300, 260); // 40 px: too short
      await expectActiveSlide(page, 1);
      await swipe(300, 240); // 60 px to the left: next
      await expectActiveSlide(page, 2);
      await swipe(240, 300); // to the right: previous
      await expectActiveSlide(page, 1);
      await swipe(240, 300); // previous again wraps to the last slide
      await expectActiveSlide(page, 2);
    });
  });

  test('the portfolio dialog shows the live site and six projects that lead to sign-up', async ({ page }) => {
    await openLanding(page);
    await page.getByRole('button', { name: 'See Our Work' }).click();
    const dialog = page.getByRole('dialog', { name: 'Our website portfolio' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe[src="/book/demo"]')).toHaveCount(1);
    for (const category of [
      'Hair & Beauty',
      'Fitness & Wellness',
      'Creative Services',
      'Healthcare',
      'Real Estate',
      'Restaurant',
    ]) {
      await expect(dialog.getByText(category, { exact: true })).toBeVisible();
    }
    const buttons = dialog.getByRole('link', { name: /^Get Similar Website/ });
    await expect(buttons).toHaveCount(6);
    await buttons.first().click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('marketing pages', () => {
  test('each page has its own title, description, Open Graph tags and one h1, without sideways scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/', '/features', '/pricing', '/color-generator']) {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      const title = await page.title();
      expect(title, path).toMatch(/Bookwell/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', /.{50,}/);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });

  test('the navigation differs per page as the spec says, and the mobile menu toggles', async ({ page }) => {
    await openHydrated(page, '/pricing');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Pricing' }).first()).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    await expect(nav.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');
    await expect(nav.getByRole('link', { name: 'Demo' })).toHaveAttribute('href', '/book/demo');

    await page.goto('/features');
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
    await expect(nav.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/dashboard');
    for (const name of ['Start Free Trial', 'Sign Me Up']) {
      await expect(page.getByRole('main').getByRole('link', { name })).toHaveAttribute('href', '/dashboard');
    }
    await expect(page.locator('[data-href^="/features/"]')).toHaveCount(26);

    await page.setViewportSize({ width: 390, height: 800 });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Color Generator' })).toBeVisible();
    await close.click();
    await expect(nav.getByRole('link', { name: 'Color Generator' })).toBeHidden();
  });
});

test('pricing toggles between $5 a month and $50 a year with a Save 17% note', async ({ page }) => {
  await openHydrated(page, '/pricing');
  const price = page.getByTestId('plan-price');
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(price).toContainText('$5');
  await expect(price).toContainText('per user / month');
  await expect(page.getByText('Save 17%', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('plan-features').getByRole('listitem')).toHaveCount(20);

  await page.getByRole('radio', { name: 'Annual' }).check({ force: true });
  await expect(price).toContainText('$50');
  await expect(price).toContainText('per user / year');
  await expect(page.getByText('Save 17%', { exact: true })).toBeVisible();

  await page.getByRole('radio', { name: 'Monthly' }).check({ force: true });
  await expect(price).toContainText('$5');
  await expect(page.getByText('Save 17%', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Start FREE Trial' }).first()).toHaveAttribute('href', '/auth');
});

test.describe('colour palette generator', () => {
  test('generates, copies a swatch to the clipboard and exports CSS', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openHydrated(page, '/color-generator');
    await expect(page.getByText('Generate a palette to see results')).toBeVisible();
    await expect(page.getByLabel('Business Type')).toHaveValue('salon');
    await expect(page.getByLabel('Brand Mood')).toHaveValue('professional');
    await expect(page.getByLabel('Base color hex value')).toHaveValue('#10b981');

    await page.getByRole('button', { name: 'Generate Palette' }).click();
    await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    await expect(page.getByText('Palette Generated!', { exact: true })).toBeVisible();
    await expect(page.getByText('Your custom color palette is ready.', { exact: true })).toBeVisible();

    const expected = generatePalette({ businessType: 'salon', mood: 'professional', baseColor: '#10b981' });
    if (!expected) throw new Error('the default palette must be valid');
    await expect(page.getByTestId('swatch-secondary')).toContainText(expected.secondary);
    await expect(page.locator('[data-palette-preview]')).toBeVisible();

    await page.getByRole('button', { name: 'Copy Primary color #10b981' }).click();
    await expect(page.getByText('Copied!', { exact: true })).toBeVisible();
    await expect(page.getByText('Primary color #10b981 copied to clipboard.', { exact: true })).toBeVisible();
    await expect(page.getByTestId('swatch-primary').getByTestId('copied-mark')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#10b981');

    await page
      .getByTestId('swatch-accent')
      .getByRole('button', { name: `Copy ${expected.accent}` })
      .click();
    await expect(
      page.getByText(`Accent color ${expected.accent} copied to clipboard.`, { exact: true }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected.accent);

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as CSS' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('color-palette.css');
    const css = await readFile(await download.path(), 'utf8');
    expect(css).toBe(paletteToCss(expected));
    for (const name of ['primary', 'secondary', 'accent', 'background', 'text', 'muted'] as const) {
      expect(css).toContain(`--${name}: ${expected[name]};`);
    }
    await expect(page.getByText('Exported!', { exact: true })).toBeVisible();
    await expect(page.getByText('Color palette exported as CSS file.', { exact: true })).toBeVisible();
  });

  test('an invalid base colour disables Generate and says why; the picker and text stay in step', async ({
    page,
  }) => {
    await openHydrated(page, '/color-generator');
    const hex = page.getByLabel('Base color hex value');
    await hex.fill('#12zz45');
    const generate = page.getByRole('button', { name: 'Generate Palette' });
    await expect(generate).toBeDisabled();
    await expect(hex).toHaveAttribute('aria-invalid', 'true');
    await expect(hex).toHaveAccessibleDescription(/Enter a hex color such as #10b981/);

    await hex.fill('3b82f6');
    await expect(generate).toBeEnabled();
    await expect(page.getByLabel('Base color picker')).toHaveValue('#3b82f6');

    await page.getByLabel('Base color picker').fill('#aa5500');
    await expect(hex).toHaveValue('#aa5500');
  });

  test('hides "Use for my booking page" from visitors', async ({ page }) => {
    await openHydrated(page, '/color-generator');
    await page.getByRole('button', { name: 'Generate Palette' }).click();
    await expect(page.getByRole('button', { name: 'Export as CSS' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Use for my booking page' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Install App' })).toBeVisible();
  });
});

test('a signed-in owner applies the palette to their booking page', async ({ page }) => {
  await signUpViaApi(page);
  const business = await page.request.post('/api/businesses', {
    data: { name: 'Palette Test Spa', type: 'spa' },
  });
  expect(business.status(), await business.text()).toBe(201);

  await openHydrated(page, '/color-generator');
  await page.getByLabel('Business Type').selectOption('spa');
  await page.getByLabel('Brand Mood').selectOption('calming');
  await page.getByLabel('Base color hex value').fill('#3b82f6');
  await page.getByRole('button', { name: 'Generate Palette' }).click();
  await page.getByRole('button', { name: 'Use for my booking page' }).click();
  await expect(page.getByText('Palette applied', { exact: true })).toBeVisible();

  const expected = generatePalette({ businessType: 'spa', mood: 'calming', baseColor: '#3b82f6' });
  if (!expected) throw new Error('the palette must be valid');
  const saved = await (await page.request.get('/api/client-customization')).json();
  expect(saved).toMatchObject({
    primaryColor: expected.primary,
    secondaryColor: expected.secondary,
    accentColor: expected.accent,
    backgroundColor: expected.background,
    textColor: expected.text,
  });
});

test.describe('accessibility', () => {
  for (const path of ['/', '/pricing', '/color-generator']) {
    test(`no serious or critical axe violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }

  test('no serious or critical axe violations on a generated palette (outside the colour preview)', async ({
    page,
  }) => {
    await openHydrated(page, '/color-generator');
    await page.getByRole('button', { name: 'Generate Palette' }).click();
    await expect(page.locator('[data-palette-preview]')).toBeVisible();
    // The preview deliberately shows the visitor's own colours, including low-contrast muted text.
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .exclude('[data-palette-preview]')
      .exclude('[data-testid^="swatch-"] > button:first-child')
      .analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
