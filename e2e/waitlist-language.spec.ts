// The owner's Waitlist page in the app's language (issue 28, docs/decisions/041): in the pseudo-locale no English is
// left on the list with a waiting client, nor in the dialog that offers them a time and its list of free times.

import pseudo from '../src/client/lib/app-i18n/locales/waitlist/en-XA.ts';
import { zoneCity } from '../src/client/lib/format.ts';
import { latinLeft, ownersData } from './app-language.ts';
import { createOpenBusiness, expect, localDateInDays, test } from './fixtures.ts';

test('the pseudo-locale leaves no hard-coded English on the Waitlist page and in the offer dialog', async ({
  page,
  owner,
}) => {
  const business = await createOpenBusiness(page, owner);
  const joined = await page.request.post('/api/waitlist', {
    data: {
      businessSlug: business.slug,
      serviceId: business.serviceId,
      windows: [{ from: localDateInDays(business.timeZone, 2), part: 'morning' }],
      clientData: {
        firstName: 'Lena',
        lastName: 'Vogel',
        phone: '+1 555 010 3000',
        email: 'lena@example.com',
      },
    },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  // The client and the zone's city ('GMT-7' of Etc/GMT-7) are the owner's data too.
  const data = [
    ...(await ownersData(page, owner, business)),
    'Lena Vogel',
    'lena@example.com',
    zoneCity(business.timeZone),
  ];

  await page.goto('/waitlist?lang=en-XA');
  await expect(page.getByRole('article', { name: 'Lena Vogel' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  expect(await latinLeft(page.locator('body'), data)).toEqual([]);

  await page.getByRole('button', { name: pseudo['card.offerTo'].replace('{name}', 'Lena Vogel') }).click();
  const dialog = page.getByRole('dialog', { name: pseudo['offer.title'].replace('{name}', 'Lena Vogel') });
  // The owner, the only team member, and Lena's date are chosen: the free times are there.
  const time = dialog.getByRole('combobox', { name: pseudo['offer.time'] });
  await expect(time).toHaveText(pseudo['offer.chooseTime']);
  expect(await latinLeft(dialog, data)).toEqual([]);

  await time.click();
  const times = page.getByRole('listbox');
  await expect(times.getByRole('group', { name: pseudo['offer.wanted'] })).toBeVisible();
  expect(await latinLeft(times, data)).toEqual([]);
});
