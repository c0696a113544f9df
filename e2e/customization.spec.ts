// The customisation editor (issue 14): the owner picks a primary colour and a layout, saves, and the public booking
// page wears them from its server-rendered HTML on; an uploaded logo is saved at once; Reset to Default puts the
// defaults back there too; axe finds nothing serious on the editor.
import type { Page } from '@playwright/test';
import { createOpenBusiness, expect, openHydrated, seriousA11yViolations, test } from './fixtures.ts';

const FIRST_RENDER = { timeout: 30_000 };
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The step-1 number badge of /book/{slug}: a bg-primary element on the first screen. */
async function bookingPageLook(page: Page, slug: string) {
  await openHydrated(page, `/book/${slug}`);
  const badge = page.locator('#step-service > span').first();
  await expect(badge).toBeVisible(FIRST_RENDER);
  return {
    primary: await badge.evaluate((el) => getComputedStyle(el).backgroundColor),
    text: await badge.evaluate((el) => getComputedStyle(el).color),
    radius: await page
      .locator('section[aria-labelledby="step-service"]')
      .evaluate((el) => getComputedStyle(el).borderTopLeftRadius),
  };
}

async function openEditor(page: Page) {
  await page.goto('/client-customization');
  await expect(page.getByRole('heading', { name: 'Client Dashboard Customization' })).toBeVisible(
    FIRST_RENDER,
  );
}

test('the owner recolours the booking page, saves it, and resets it to the defaults', async ({
  page,
  owner,
}) => {
  const business = await createOpenBusiness(page, owner);
  await openEditor(page);
  await expect(page.getByText('Live Preview Updates Automatically', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Changes apply to all client dashboards instantly', { exact: true }),
  ).toBeVisible();
  for (const tab of ['Branding', 'Layout', 'Features', 'Content', 'Notifications']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  const preview = page.getByTestId('live-preview');
  await expect(preview.getByText(business.name)).toBeVisible();
  await expect(preview.getByText(business.serviceName, { exact: true })).toBeVisible();

  // A yellow primary: the preview follows before saving, with dark text on it.
  const primary = page.getByLabel('Primary color', { exact: true });
  await expect(primary).toHaveValue('#10b981');
  await primary.fill('#FACC15');
  await primary.blur();
  await expect(primary).toHaveValue('#facc15');
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  const previewButton = preview.getByText('Book an appointment');
  await expect(previewButton).toHaveCSS('background-color', 'rgb(250, 204, 21)');
  await expect(previewButton).toHaveCSS('color', 'rgb(15, 23, 42)');

  await page.getByRole('tab', { name: 'Layout' }).click();
  await page.getByRole('radio', { name: /Classic/ }).check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved!', { exact: true })).toBeVisible();
  await expect(page.getByText('Unsaved changes', { exact: true })).toHaveCount(0);

  // The server-rendered page already carries the colour (no flash), and the page shows it with readable text.
  const html = await (await page.request.get(`/book/${business.slug}`)).text();
  expect(html).toContain('--primary:#facc15');
  expect(html).toContain('--layout-radius:0');
  expect(await bookingPageLook(page, business.slug)).toEqual({
    primary: 'rgb(250, 204, 21)',
    text: 'rgb(15, 23, 42)',
    radius: '0px',
  });

  // An unreadable colour on the hex input is pointed out, and the server's refusal is shown on save.
  await openEditor(page);
  await expect(page.getByLabel('Primary color', { exact: true })).toHaveValue('#facc15');
  await page.getByLabel('Accent color', { exact: true }).fill('orange');
  await expect(page.getByText('Use a hex colour such as #10b981.')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText(
      'Failed to save customization settings: Accent color must be a hex colour such as #10b981 (# and 3 or 6 digits 0-9, a-f)',
      { exact: true },
    ),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Reset to Default' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset to Default' }).click();
  await expect(page.getByText('Settings reset to default', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Primary color', { exact: true })).toHaveValue('#10b981');
  await expect(page.getByLabel('Accent color', { exact: true })).toHaveValue('#f59e0b');

  expect(await bookingPageLook(page, business.slug)).toEqual({
    primary: 'rgb(16, 185, 129)',
    text: 'rgb(15, 23, 42)',
    radius: '16px',
  });
});

test('an uploaded logo is saved at once; a file that is not an image is refused', async ({ page, owner }) => {
  const business = await createOpenBusiness(page, owner);
  await openEditor(page);
  await page
    .getByLabel('Logo file')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(page.getByText('Please select an image file.', { exact: true })).toBeVisible();

  await page.getByLabel('Logo file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Your logo has been uploaded and saved.', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  const saved = await (
    await page.request.get(`/api/businesses/${business.slug}/client-customization`)
  ).json();
  expect(saved.logoUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);

  // Remove only clears the form: still saved until Save Changes.
  await page.getByRole('button', { name: 'Remove logo' }).click();
  await expect(page.getByRole('img', { name: 'Logo preview' })).toHaveCount(0);
  const still = await (await page.request.get('/api/client-customization')).json();
  expect(still.logoUrl).toBe(saved.logoUrl);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved!', { exact: true })).toBeVisible();
  expect((await (await page.request.get('/api/client-customization')).json()).logoUrl).toBe('');
});

test('axe finds no serious or critical violation on the editor, on any tab', async ({ page, owner }) => {
  // Five axe runs over the editor and its live preview: about a minute on a loaded 2-core CI machine.
  test.slow();
  await createOpenBusiness(page, owner);
  await openEditor(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
  for (const tab of ['Layout', 'Features', 'Content', 'Notifications']) {
    await page.getByRole('tab', { name: tab }).click();
    expect(await seriousA11yViolations(page), tab).toEqual([]);
  }
});
