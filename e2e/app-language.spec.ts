// The owner's app in their language (issue 28, docs/decisions/041): the owner switches it to German in Settings →
// Profile, and the dashboard, a toast and a form's validation message are German; in Arabic on a phone (390×844) the
// app runs right to left, nothing overflows sideways and axe finds nothing serious. The calendar and a booking's
// details are German in German, and the pseudo-locale finds no English left on them, nor on the Reviews page.
import type { Page } from '@playwright/test';
import { businessWithBooking, chooseLanguage, latinLeft, ownersData } from './app-language.ts';
import { chooseOption, createOpenBusiness, expect, seriousA11yViolations, test } from './fixtures.ts';

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the owner switches the app to German: the dashboard, a toast and a validation message are German', async ({
  page,
  owner,
}) => {
  await createOpenBusiness(page, owner);
  await page.goto('/settings');
  const profile = page.getByRole('region', { name: 'Profile' });
  // The first visit downloads the settings chunk, which takes a while on a busy machine.
  await expect(profile.getByRole('combobox', { name: 'Language' })).toBeVisible({ timeout: 20_000 });
  await expect(profile.getByRole('combobox', { name: 'Language' })).toHaveText("Browser's language");
  await chooseOption(profile.getByRole('combobox', { name: 'Language' }), 'Deutsch');
  await profile.getByRole('button', { name: 'Save Profile' }).click();

  // The toast of the save already speaks the language chosen, and so does the app around it.
  await expect(page.getByText('Profil gespeichert').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const german = page.getByRole('region', { name: 'Profil' });
  await expect(german.getByRole('combobox', { name: 'Sprache' })).toHaveText('Deutsch');

  // A validation message of the shared schema, in German.
  await german.getByLabel('Vorname').fill('');
  await german.getByRole('button', { name: 'Profil speichern' }).click();
  await expect(german.getByText('Bitte geben Sie Ihren Vornamen ein')).toBeVisible();

  // The dashboard after a fresh load: the saved language, whatever the browser's.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Geschäftsübersicht/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Dieser Monat auf einen Blick' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Schnellzugriff' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Heutige Termine' })).toBeVisible();
  await expect(page.getByText('Heute keine Termine')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Kalender' }),
  ).toBeVisible();
  await expect(page.getByText(/^Ziel: 1\.000,00 \$|^Ziel: [\d.]+,\d{2}\s\$/).first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the app in Arabic runs right to left without sideways overflow, and axe finds nothing serious', async ({
    page,
    owner,
  }) => {
    await createOpenBusiness(page, owner);
    await chooseLanguage(page, owner, 'ar');

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /لوحة تحكم النشاط التجاري/ })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('navigation', { name: 'شريط التنقل السفلي' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The menu opens over the page, still right to left and within the screen.
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    await expect(page.getByRole('navigation', { name: 'القائمة' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test('the calendar and a booking’s details in German: words, times and amounts', async ({ page, owner }) => {
  await businessWithBooking(page, owner);
  await chooseLanguage(page, owner, 'de');

  await page.goto('/calendar');
  await expect(page.getByRole('heading', { name: 'Kalender', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Heute' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vorherige Woche' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Woche', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const block = page.getByRole('button', { name: /^16:00 – 17:00, Signature Cut, Lena Vogel/ });
  await expect(block).toBeVisible();
  await expect(page.getByText('16 Uhr', { exact: true })).toBeVisible();

  await block.click();
  const dialog = page.getByRole('dialog', { name: 'Lena Vogel' });
  await expect(dialog.getByText(/ um 16:00 – 17:00$/)).toBeVisible();
  await expect(dialog.getByText('Signature Cut · 1 Std. · 45,00 $')).toBeVisible();
  await expect(dialog.getByText('Telefon')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Verlauf' })).toBeVisible();
  await expect(dialog.getByText('Vom Unternehmen gebucht')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Verschieben' })).toBeEnabled();
});

test('the pseudo-locale leaves no hard-coded English on the calendar and in a booking’s details', async ({
  page,
  owner,
}) => {
  const business = await businessWithBooking(page, owner);
  const data = [...(await ownersData(page, owner, business)), 'Lena Vogel'];

  await page.goto('/calendar?lang=en-XA');
  const block = page.getByRole('button', { name: /Lena Vogel/ });
  await expect(block).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  expect(await latinLeft(page.locator('body'), data)).toEqual([]);

  await block.click();
  const dialog = page.getByRole('dialog', { name: 'Lena Vogel' });
  await expect(dialog.locator('#booking-history-heading')).toBeVisible();
  expect(await latinLeft(dialog, data)).toEqual([]);
});

test('the pseudo-locale leaves no hard-coded English on the Reviews page', async ({ page, owner }) => {
  const business = await createOpenBusiness(page, owner);
  await page.goto('/reviews?lang=en-XA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  // The empty page: its title, its line, the link to the booking page and the empty card.
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  const data = ['Bookwell', owner.email, business.name, owner.firstName, owner.lastName];
  expect(await latinLeft(page.locator('body'), data)).toEqual([]);
});
