// Calendar feeds: the owner makes a subscription address in Settings and a calendar reading it finds today's
// booking (client name and service, no phone); a new address retires the old one; one booking downloads as .ics.
import { bookToday, createOpenBusiness, expect, seriousA11yViolations, test } from './fixtures.ts';

test('the owner makes a calendar address that lists the bookings, and renews it', async ({ page, owner }) => {
  // Settings loads every section and axe scans them all: slow on a shared machine.
  test.slow();
  const business = await createOpenBusiness(page, owner);
  await bookToday(page, business, {
    time: '15:00',
    firstName: 'Grace',
    lastName: 'Hopper',
    phone: '+1 202 555 0177',
  });

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Calendar feeds' });
  // The page's lazy chunk can take long on a busy machine.
  await expect(section).toBeVisible({ timeout: 60_000 });
  await section.getByRole('button', { name: 'Make an address for All appointments' }).click();
  const address = section.getByRole('status', { name: 'Calendar address for All appointments' });
  await expect(address).toHaveText(/\/ics\/[A-Za-z0-9_-]{43}\.ics$/);
  expect(await seriousA11yViolations(page)).toEqual([]);

  const first = (await address.textContent()) ?? '';
  const feed = await page.request.get(first);
  expect(feed.status()).toBe(200);
  const body = await feed.text();
  expect(body).toContain('SUMMARY:Grace Hopper — Signature Cut');
  // No phone in any form (+12025550177, 202 555 0177, …); a bare '555' could be in an id or a time stamp.
  expect(body).not.toMatch(/555\D?0177/);

  await section.getByRole('button', { name: 'New address for All appointments' }).click();
  await page
    .getByRole('alertdialog', { name: 'Make a new address?' })
    .getByRole('button', { name: 'Make a new address' })
    .click();
  await expect(address).not.toHaveText(first);
  expect((await page.request.get(first)).status()).toBe(404);
});

test('one booking downloads as an .ics file from its details', async ({ page, owner }) => {
  const business = await createOpenBusiness(page, owner);
  await bookToday(page, business, {
    time: '16:00',
    firstName: 'Katherine',
    lastName: 'Johnson',
    phone: '+1 202 555 0178',
  });
  await page.goto('/calendar');
  await page.getByRole('button', { name: /Katherine Johnson/ }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Katherine Johnson' });
  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Add to calendar (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('appointment.ics');
  const stream = await file.createReadStream();
  let text = '';
  for await (const chunk of stream) text += chunk;
  expect(text).toContain('SUMMARY:Katherine Johnson — Signature Cut');
});
