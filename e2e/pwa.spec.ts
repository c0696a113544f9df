// The installable app: service worker caching and offline start, manifest installability (asked of Chromium
// through the DevTools protocol), and the /pwa mobile flow from loading screen to a dashboard with real data.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_OWNER, newAccount, openHydrated, seriousA11yViolations } from './fixtures.ts';

// Cold first loads and the /pwa flow's fixed waits (3 s loading, 2 s trial) need more than the default.
test.describe.configure({ timeout: 60_000 });

/** Waits until a service worker controls the page and holds every build asset the page has loaded. */
async function waitForOfflineReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const loaded = performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name))
            .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
            .map((url) => url.pathname);
          const missing: string[] = [];
          for (const path of loaded) if (!(await caches.match(path))) missing.push(path);
          return { loaded: loaded.length, missing };
        }),
      { timeout: 15_000 },
    )
    .toEqual(expect.objectContaining({ missing: [] }));
}

test.describe('service worker', () => {
  test('installs, and /auth loads offline after one visit', async ({ page, context }) => {
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await waitForOfflineReady(page);

    const cacheNames = await page.evaluate(() => caches.keys());
    expect(cacheNames.some((name) => name.startsWith('bookwell-shell-'))).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();

    // API calls are never answered from a cache: offline they get a JSON 503.
    const offlineApi = await page.evaluate(async () => {
      const res = await fetch('/api/auth/user');
      return { status: res.status, body: await res.json() };
    });
    expect(offlineApi).toEqual({ status: 503, body: { message: 'You are offline' } });

    // Routes never visited start offline too: the worker cached the whole build, not just this page.
    await page.goto('/pricing');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Simple pricing. Everything included.' }),
    ).toBeVisible();
    await context.setOffline(false);
  });

  test('the pre-rendered landing page never stands in for another route offline', async ({
    page,
    context,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const hero = page.getByRole('heading', { level: 2, name: /Let clients book instantly/ });
    await page.goto('/');
    await expect(hero).toBeVisible();
    await waitForOfflineReady(page);
    // Now through the worker, which keeps the newest shell from navigations.
    await page.reload();
    await expect(hero).toBeVisible();

    await context.setOffline(true);
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await expect(hero).toHaveCount(0);
    expect(await page.evaluate(() => document.getElementById('root')?.dataset.prerendered)).toBeUndefined();
    // '/' works offline too, drawn by the app from the shell.
    await page.goto('/');
    await expect(hero).toBeVisible();
    await context.setOffline(false);
    expect(errors.filter((text) => !text.includes('Failed to load resource'))).toEqual([]);
  });

  test('never stores API responses', async ({ page }) => {
    await page.goto('/pricing');
    await waitForOfflineReady(page);
    await page.evaluate(() => fetch('/api/health'));
    const apiEntries = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return urls.filter((path) => path.startsWith('/api/'));
    });
    expect(apiEntries).toEqual([]);
  });
});

test.describe('the offline page', () => {
  test.use({ locale: 'es-ES' });

  test("speaks the browser's language, or the one the address asks for, right to left in Arabic", async ({
    page,
  }) => {
    await page.goto('/offline.html');
    await expect(page.getByRole('heading', { level: 1, name: 'No tienes conexión' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver a intentarlo' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('Sin conexión · Bookwell');

    await page.goto('/offline.html?lang=ar');
    await expect(page.getByRole('heading', { level: 1, name: 'أنت غير متصل بالإنترنت' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test('Chromium reports no installability errors', async ({ playwright, baseURL }, testInfo) => {
  // Chromium never offers installation in an incognito-like context, so this one keeps a profile on disk.
  const userDataDir = await mkdtemp(join(tmpdir(), 'bookwell-install-'));
  const context = await playwright.chromium.launchPersistentContext(userDataDir, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await openHydrated(page, '/color-generator');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
        timeout: 10_000,
      })
      .toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  } finally {
    await context.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
});

test.describe('install prompts on the colour generator', () => {
  /** Stands in for Chromium's beforeinstallprompt, which headless Chromium does not fire on its own. */
  async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed') {
    await page.evaluate((choice) => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { promptShown: boolean }).promptShown = true;
        },
        userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
      });
      window.dispatchEvent(event);
    }, outcome);
  }

  test('the banner appears 2 s after the install event; Maybe Later hides it for 24 h', async ({ page }) => {
    await page.clock.install();
    await openHydrated(page, '/color-generator');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await offerInstall(page, 'accepted');
    const banner = page.getByRole('complementary', { name: 'Install Bookwell App' });
    await page.clock.runFor(1500);
    await expect(banner).toHaveCount(0);
    await page.clock.runFor(600);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Get the full app experience with offline access and notifications.');

    await banner.getByRole('button', { name: 'Maybe Later' }).click();
    await expect(banner).toHaveCount(0);
    const dismissedAt = Number(await page.evaluate(() => localStorage.getItem('pwa-install-dismissed')));
    const now = await page.evaluate(() => Date.now());
    expect(now - dismissedAt).toBeGreaterThanOrEqual(0);
    expect(now - dismissedAt).toBeLessThan(5000);

    // Within 24 hours another install event does not bring it back.
    await page.reload();
    await offerInstall(page, 'accepted');
    await page.clock.runFor(3000);
    await expect(banner).toHaveCount(0);
  });

  test('Install Now shows the native prompt and an accepted choice closes the banner', async ({ page }) => {
    await page.clock.install();
    await openHydrated(page, '/color-generator');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await offerInstall(page, 'accepted');
    await page.clock.runFor(2100);
    const banner = page.getByRole('complementary', { name: 'Install Bookwell App' });
    await banner.getByRole('button', { name: 'Install Now' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { promptShown?: boolean }).promptShown)).toBe(
      true,
    );
    await expect(page.getByRole('button', { name: 'Install App' })).toHaveCount(0);
  });

  test('Install App without an install event explains how to install from the browser menu', async ({
    page,
  }) => {
    await openHydrated(page, '/color-generator');
    const messages: string[] = [];
    page.once('dialog', (alert) => {
      messages.push(alert.message());
      void alert.dismiss();
    });
    await page.getByRole('button', { name: 'Install App' }).click();
    await expect.poll(() => messages).toEqual([expect.stringMatching(/browser menu.*address bar/)]);
  });
});

test.describe('/pwa mobile app flow', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('signs up, sets up a business and reaches a dashboard with real (empty) data', async ({ page }) => {
    const account = newAccount({ firstName: 'Riley', lastName: 'Park' });
    await page.goto('/pwa');
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      /^(Initializing|Loading your data|Setting up dashboard|Almost ready)\.\.\.$/,
    );

    // Auth after 3 s.
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible({
      timeout: 6000,
    });
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByLabel('First name').fill(account.firstName);
    await page.getByLabel('Last name').fill(account.lastName);
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await page.getByLabel('Email').fill(account.email);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill(account.password);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Create Account' }).click();

    // Subscription offer; the trial takes 2 s to set up.
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Riley!' })).toBeVisible();
    await page.getByRole('button', { name: 'Start 14-day free trial' }).click();
    await expect(page.getByRole('button', { name: /Setting up your trial/ })).toBeDisabled();

    // No business yet: the setup form, with the email prefilled and name and type required.
    await expect(page.getByRole('heading', { level: 1, name: 'Set up your business' })).toBeVisible({
      timeout: 5000,
    });
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await page.getByRole('button', { name: 'Create Business' }).click();
    await expect(page.getByText('Business name is required')).toBeVisible();
    await expect(page.getByText('Business type is required')).toBeVisible();
    await page.getByLabel('Business name *').fill('Riley Park Studio');
    await page.getByLabel('Business type *').selectOption('fitness');
    await page.getByRole('button', { name: 'Create Business' }).click();

    // The dashboard, from the server: a new business has no bookings today.
    await expect(page.getByRole('heading', { level: 1, name: 'Riley Park Studio' })).toBeVisible();
    await expect(page.getByTestId('stat-today-s-bookings')).toHaveText('0');
    await expect(page.getByTestId('stat-today-s-revenue')).toHaveText('$0.00');
    await expect(page.getByText('No bookings today')).toBeVisible();
    for (const tab of ['Overview', 'Schedule', 'Clients', 'Settings']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    await page.getByRole('tab', { name: 'Schedule' }).click();
    await expect(
      page.getByRole('tabpanel', { name: 'Schedule' }).getByText('No bookings today'),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByRole('link', { name: 'View Analytics' })).toHaveAttribute('href', '/analytics');

    expect(await seriousA11yViolations(page)).toEqual([]);

    const created = await page.request.get('/api/businesses/me');
    expect((await created.json()).name).toBe('Riley Park Studio');
  });

  test("shows the demo owner's real bookings for today", DEMO, async ({ page }) => {
    await page.goto('/pwa');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible({
      timeout: 6000,
    });
    await page.getByLabel('Email').fill(DEMO_OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_OWNER.password);
    await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Continue with Free Account' }).click();

    const today = (await (await page.request.get('/api/bookings/today')).json()) as Array<{
      clientName: string;
      status: string;
      service: { price: string };
    }>;
    const active = today.filter((booking) => booking.status !== 'cancelled');
    const revenue = active.reduce((sum, booking) => sum + Math.round(Number(booking.service.price) * 100), 0);

    await expect(page.getByRole('heading', { level: 1, name: /Demo|Barber/i })).toBeVisible();
    await expect(page.getByTestId('stat-today-s-bookings')).toHaveText(String(active.length));
    await expect(page.getByTestId('stat-today-s-revenue')).toHaveText(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(revenue / 100),
    );
    await page.getByRole('tab', { name: 'Schedule' }).click();
    const schedule = page.getByRole('tabpanel', { name: 'Schedule' });
    if (today.length === 0) {
      await expect(schedule.getByText('No bookings today')).toBeVisible();
    } else {
      await expect(schedule.getByRole('listitem')).toHaveCount(today.length);
      for (const booking of today) await expect(schedule.getByText(booking.clientName).first()).toBeVisible();
    }
  });

  test("a failed sign-in says 'Authentication failed: …'", async ({ page }) => {
    await page.goto('/pwa');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible({
      timeout: 6000,
    });
    await page.getByLabel('Email').fill(DEMO_OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    const messages: string[] = [];
    page.once('dialog', (alert) => {
      messages.push(alert.message());
      void alert.dismiss();
    });
    await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => messages).toEqual([expect.stringMatching(/^Authentication failed: .+/)]);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  });
});
