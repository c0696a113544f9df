// The owner's quick-booking dialog in the app's language (issue 28, docs/decisions/041): in the pseudo-locale no
// English is left in the form (with another service added to the visit, its messages and the repeat fields) nor in
// the dates of a repeating booking as checked; in Arabic, on a phone, it reads right to left without overflow.

import series from '../src/client/entities/bookings/locales/series/en-XA.ts';
import pseudo from '../src/client/lib/app-i18n/locales/quick-booking/en-XA.ts';
import { chooseLanguage, latinLeft, ownersData } from './app-language.ts';
import { createOpenBusiness, expect, localToday, test } from './fixtures.ts';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('the pseudo-locale leaves no hard-coded English in the quick-booking dialog and its series review', async ({
  page,
  owner,
}) => {
  const business = await createOpenBusiness(page, owner);
  const extra = await page.request.post('/api/services', {
    data: { name: 'Beard Trim', price: '15.00', duration: 30 },
  });
  expect(extra.status(), await extra.text()).toBe(201);
  const first = addDays(localToday(business.timeZone), 1);
  // The client's name and the business's city (the time's hint) are data too.
  const city = (business.timeZone.split('/').pop() ?? '').replaceAll('_', ' ');
  const data = [...(await ownersData(page, owner, business)), 'Beard Trim', 'Robin Vale', city];

  await page.goto(
    `/dashboard?lang=en-XA&quickBooking=1&date=${first}&time=11:00&serviceId=${business.serviceId}`,
  );
  const dialog = page.getByRole('dialog', { name: pseudo['dialog.title'] });
  await expect(dialog.getByLabel(pseudo['name.label'])).toBeVisible({ timeout: 30_000 });
  await dialog.getByText(pseudo['extras.add']).click();
  await dialog.getByRole('checkbox').check();
  // Left empty: the form's own message and the shared phone rule's, and the toast (the Toaster's own screen-reader
  // label stays English, decision 041).
  await dialog.getByRole('button', { name: pseudo['form.create'] }).click();
  await expect(page.getByText(pseudo['toast.missing'], { exact: true })).toBeVisible();
  await expect(dialog.getByText(pseudo['error.name'])).toBeVisible();
  expect(await latinLeft(dialog, data)).toEqual([]);
  await expect(page.getByText(pseudo['toast.missingText'], { exact: true })).toBeVisible();

  await dialog.getByLabel(pseudo['name.label']).fill('Robin Vale');
  await dialog.getByLabel(pseudo['phone.label'], { exact: true }).fill('+1 202 555 0142');
  await dialog.getByLabel(series['repeat.label']).selectOption('weekly');
  await dialog.getByLabel(series['repeat.ends']).selectOption('on');
  await dialog.getByLabel(series['repeat.until']).fill(first);
  await dialog.getByRole('button', { name: pseudo['form.check'] }).click();
  await expect(dialog.getByText(series['known.error.untilBeforeStart'])).toBeVisible();
  expect(await latinLeft(dialog, data)).toEqual([]);

  await dialog.getByLabel(series['repeat.until']).fill(addDays(first, 14));
  await dialog.getByRole('button', { name: pseudo['form.check'] }).click();
  const dates = dialog.getByRole('list', { name: series['review.list'] });
  await expect(dates.getByRole('listitem')).toHaveCount(3);
  expect(await latinLeft(dialog, data)).toEqual([]);

  // Arabic on a 390 px phone: right to left, the dialog and its repeat fields within the screen.
  await chooseLanguage(page, owner, 'ar');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dashboard?quickBooking=1&date=${first}&time=11:00&serviceId=${business.serviceId}`);
  const arabic = page.getByRole('dialog', { name: 'حجز سريع' });
  await arabic.getByLabel('التكرار').selectOption('monthly', { timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.getByLabel('المواعيد')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
