// The owner's catalogue: create the business, add a service with a photo, edit and delete it, add staff; a11y.
import type { Page } from '@playwright/test';
import { chooseOption, expect, seriousA11yViolations, test } from './fixtures.ts';

/** A valid 1×1 PNG: the server re-encodes uploads, so the bytes must be a real image. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function toast(page: Page, title: string) {
  return page.getByText(title, { exact: true });
}

async function createBusinessViaApi(page: Page) {
  const res = await page.request.post('/api/businesses', {
    data: {
      name: 'Axe Test Studio',
      businessType: 'spa',
      phone: '555-010-2000',
      email: 'studio@example.com',
      address: '1 Test Street, Springfield',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('a new owner creates a business, manages a service with a photo and adds a team member', async ({
  page,
  owner,
}) => {
  await page.goto('/register-business');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Business Profile' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Create business' });
  await expect(form.getByLabel('Email')).toHaveValue(owner.email);

  // The shared schema's message, before anything is sent.
  await form.getByLabel('Business name').fill('A');
  await form.getByRole('button', { name: 'Create Business' }).click();
  await expect(form.getByText('Business name must be at least 2 characters')).toBeVisible();
  await expect(form.getByText('Please enter a valid phone number')).toBeVisible();

  await form.getByLabel('Business name').fill('Sharp Cuts Barbers');
  await chooseOption(form.getByLabel('Business type'), 'Barber Shop');
  await form.getByLabel('Phone').fill('(555) 123-4567');
  await form.getByLabel('Address').fill('12 Main Street, Springfield');
  await form.getByRole('button', { name: 'Create Business' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page, 'Success!')).toBeVisible();

  // Add a service with a photo.
  await page.goto('/services');
  await expect(page.getByText('No services yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add Your First Service' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Service' });
  await addDialog.getByLabel('Service photo').setInputFiles({
    name: 'haircut.png',
    mimeType: 'image/png',
    buffer: ONE_PIXEL_PNG,
  });
  await expect(toast(page, 'Image uploaded')).toBeVisible();
  await expect(addDialog.getByRole('img', { name: 'Service photo preview' })).toHaveAttribute(
    'src',
    /^\/uploads\//,
  );
  await addDialog.getByLabel('Service name').fill('Classic Haircut');
  await addDialog.getByLabel('Description (optional)').fill('Cut, wash and style.');
  await addDialog.getByLabel('Price').fill('35');
  await addDialog.getByLabel('Duration (minutes)').fill('45');
  await addDialog.getByRole('button', { name: 'Add Service' }).click();
  await expect(toast(page, 'Service created')).toBeVisible();
  await expect(addDialog).toBeHidden();

  const card = page.getByRole('list', { name: 'Your services' }).getByRole('listitem').filter({
    hasText: 'Classic Haircut',
  });
  await expect(card).toContainText('$35.00');
  await expect(card).toContainText('45 min');
  await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\//);

  // Edit its price.
  await card.getByRole('button', { name: 'Edit Classic Haircut' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Service' });
  await expect(editDialog.getByLabel('Price')).toHaveValue('35.00');
  await editDialog.getByLabel('Price').fill('40.5');
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Service updated')).toBeVisible();
  await expect(card).toContainText('$40.50');

  // Delete it: the empty state returns.
  await card.getByRole('button', { name: 'Delete Classic Haircut' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Classic Haircut?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Service deleted')).toBeVisible();
  await expect(page.getByText('No services yet')).toBeVisible();

  // Add a team member on /settings.
  await page.goto('/settings');
  const team = page.getByRole('region', { name: 'Team' });
  await team.getByRole('button', { name: 'Add Team Member' }).click();
  const memberDialog = page.getByRole('dialog', { name: 'Add Team Member' });
  await memberDialog.getByLabel('Name').fill('Jordan Lee');
  await memberDialog.getByLabel('Email (optional)').fill('jordan@example.com');
  await memberDialog.getByLabel('Specialties (optional)').fill('Fades, Beard trims');
  await memberDialog.getByRole('button', { name: 'Add Team Member' }).click();
  await expect(toast(page, 'Team member added')).toBeVisible();
  const members = team.getByRole('list', { name: 'Team members' });
  await expect(members.getByRole('listitem').filter({ hasText: 'Jordan Lee' })).toContainText('Beard trims');
});

test('the service form explains its rules, refuses non-images and cancels cleanly', async ({
  page,
  owner: _signedIn,
}) => {
  await createBusinessViaApi(page);
  await page.goto('/services');
  await page.getByRole('button', { name: 'Add Your First Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Service' });
  await dialog.getByLabel('Service name').fill('Quick Trim');
  await dialog.getByLabel('Price').fill('12.345');
  await dialog.getByLabel('Duration (minutes)').fill('');
  await dialog.getByRole('button', { name: 'Add Service' }).click();
  await expect(dialog.getByText('Price can have at most 2 decimal places')).toBeVisible();
  await expect(dialog.getByText('Duration must be between 5 and 720 minutes')).toBeVisible();

  // A non-image is refused before upload.
  await dialog.getByLabel('Service photo').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByText('Please select an image file', { exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No services yet')).toBeVisible();
});

test('the register-business and services pages have no serious accessibility violations', async ({
  page,
  owner: _signedIn,
}) => {
  await page.goto('/register-business');
  await expect(page.getByRole('form', { name: 'Create business' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await createBusinessViaApi(page);
  const res = await page.request.post('/api/services', {
    data: { name: 'Deep Tissue Massage', description: 'Sixty calm minutes.', price: '80', duration: 60 },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.goto('/services');
  await expect(page.getByRole('list', { name: 'Your services' })).toContainText('Deep Tissue Massage');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Edit Deep Tissue Massage' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Service' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
