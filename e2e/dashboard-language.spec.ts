// The owner's dashboard cards in the app's language (issue 28, docs/decisions/041): in the pseudo-locale no English is
// left on the dashboard with a waiting client (the waitlist card, the weather card as this server gives it: the
// fallback, the activity), in the activity dialog, the remove confirmation and the targets dialog with a form message.
// The activity's titles and descriptions are worded from what the server stored of them (docs/decisions/047): only the
// names in them count as data.

import pseudo from '../src/client/lib/app-i18n/locales/dashboard-cards/en-XA.ts';
import app from '../src/client/lib/app-i18n/locales/en-XA.ts';
import { businessWithBooking, latinLeft, ownersData } from './app-language.ts';
import { expect, localDateInDays, test } from './fixtures.ts';

test('the pseudo-locale leaves no hard-coded English on the dashboard’s cards and their dialogs', async ({
  page,
  owner,
  request,
}) => {
  const business = await businessWithBooking(page, owner);
  // A customer's booking on the public page: the owner's activity tells of it, with its day and time.
  const booked = await request.post('/api/bookings', {
    data: {
      businessSlug: business.slug,
      serviceId: business.serviceId,
      appointmentDate: `${localDateInDays(business.timeZone, 1)}T11:00:00`,
      clientData: { firstName: 'Nora', lastName: 'Lake', phone: '+1 555 010 7789' },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const joined = await page.request.post('/api/waitlist', {
    data: {
      businessSlug: business.slug,
      serviceId: business.serviceId,
      windows: [{ from: localDateInDays(business.timeZone, 2), part: 'any' }],
      clientData: {
        firstName: 'Omar',
        lastName: 'Guest',
        phone: '+1 555 010 3001',
        email: 'omar@example.com',
      },
    },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  // The weather's city is a place name; the currency's code names the targets' money fields ('Monthly revenue target
  // (USD)') in every language.
  const data = [
    ...(await ownersData(page, owner, business)),
    'Lena Vogel',
    'Omar Guest',
    'Nora Lake',
    'London',
    'USD',
  ];

  await page.goto('/dashboard?lang=en-XA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  const waitlist = page.getByRole('region', { name: pseudo['waitlist.title'] });
  await expect(waitlist.getByRole('button', { name: `${pseudo['waitlist.remove']} Omar Guest` })).toBeVisible(
    {
      timeout: 20_000,
    },
  );
  await expect(page.getByRole('region', { name: pseudo['weather.label'] })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  // Nora Lake's booking and the first-booking milestone, in the activity's words.
  const activity = page.getByRole('list', { name: app['activity.latest'] });
  await expect(activity.getByRole('listitem')).toHaveCount(2);
  expect(await latinLeft(page.locator('body'), data)).toEqual([]);

  await page.getByRole('button', { name: app['activity.viewAll'] }).click();
  const all = page.getByRole('dialog', { name: pseudo['activity.allTitle'] });
  await expect(all.getByRole('list', { name: pseudo['activity.allTitle'] })).toBeVisible();
  expect(await latinLeft(all, data)).toEqual([]);
  await page.keyboard.press('Escape');

  await waitlist.getByRole('button', { name: `${pseudo['waitlist.remove']} Omar Guest` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  expect(await latinLeft(confirm, data)).toEqual([]);
  await confirm.getByRole('button', { name: pseudo['remove.cancel'] }).click();

  await page.getByRole('button', { name: app['stats.editTargets'] }).click();
  const targets = page.getByRole('dialog', { name: pseudo['targets.title'] });
  await targets.getByRole('textbox').first().fill('');
  await targets.getByRole('button', { name: pseudo['targets.save'] }).click();
  await expect(targets.locator('[aria-invalid="true"]')).toBeVisible();
  expect(await latinLeft(targets, data)).toEqual([]);
});
